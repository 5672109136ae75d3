import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { ApiError } from '../../../lib/api-client.js';
import { createOrder, type Order, type OrderKind } from '../api/create-order.js';
import { captureOrder, type CaptureResult } from '../api/capture-order.js';
import { approveSandboxOrder } from '../api/approve-sandbox-order.js';
import { usePaymentSetup } from '../api/get-payment-setup.js';
import { listenForApproval, openApprovalWindow } from '../approval-window.js';
import { checkoutReducer, idleCheckout } from '../checkout-flow.js';
import { SandboxApprovalDialog } from './SandboxApprovalDialog.js';
import { t } from '../../../i18n/i18n.js';

export interface CheckoutButtonProps {
  kind: OrderKind;
  /** Button text, e.g. 'Pay $3.00' or 'Subscribe with PayPal'. */
  label: string;
  disabled?: boolean;
  /** The player confirmed buying numbers worked out from a state's older data (cart orders). */
  confirmOlderData?: boolean;
  onSuccess?(result: CaptureResult): void;
  onError?(error: Error): void;
}

/**
 * PayPal's buttons flow through our server: the order is created there, the buyer approves it in
 * PayPal's window (the order's approval link, opened at the click), and once that window returns
 * to the app's return page the order is captured. With the local sandbox (demo mode) the approval
 * is the app's own dialog, and no money moves; the button says so either way in sandbox mode.
 */
export function CheckoutButton({
  kind,
  label,
  disabled,
  confirmOlderData = false,
  onSuccess,
  onError,
}: CheckoutButtonProps) {
  const setup = usePaymentSetup();
  const [state, dispatch] = useReducer(checkoutReducer, idleCheckout);
  const [notYet, setNotYet] = useState(false);
  const popup = useRef<Window | null>(null);
  // The return page reports on two paths (channel and opener), maybe twice: an order is captured
  // once, and a message arriving after its capture (or its failure) does nothing.
  const capturing = useRef<string | null>(null);

  const fail = (error: Error) => {
    // Spec §7/§8: payment failures are logged; the caller decides what the user sees.
    console.error(t('payments.checkoutFailed'), error);
    popup.current?.close();
    dispatch({ type: 'settled' });
    onError?.(error);
  };

  const capture = async (order: Order, options: { ifApproved?: boolean } = {}) => {
    if (capturing.current === order.id) return;
    capturing.current = order.id;
    dispatch({ type: 'approved', orderId: order.id });
    try {
      const result = await captureOrder(order.id);
      console.info(t('payments.paymentApprovedAndCaptured'), order.id);
      dispatch({ type: 'settled' });
      onSuccess?.(result);
    } catch (error) {
      // "Complete payment" before the buyer approved: keep waiting for PayPal's window.
      if (
        options.ifApproved === true &&
        error instanceof ApiError &&
        error.code === 'PAYMENT_NOT_APPROVED'
      ) {
        capturing.current = null;
        setNotYet(true);
        dispatch({ type: 'not-approved' });
        return;
      }
      fail(error as Error);
    }
  };

  const cancel = (order: Order) => {
    console.info(t('payments.paymentCancelled'), order.id);
    popup.current?.close();
    dispatch({ type: 'cancelled', orderId: order.id });
  };

  const start = async () => {
    dispatch({ type: 'start' });
    setNotYet(false);
    popup.current = setup.data?.provider === 'paypal' ? openApprovalWindow() : null;
    let order: Order;
    try {
      order = await createOrder(kind, confirmOlderData);
    } catch (error) {
      fail(error as Error);
      return;
    }
    if (order.approveUrl !== null && popup.current !== null)
      popup.current.location.href = order.approveUrl;
    else popup.current?.close();
    dispatch({
      type: 'created',
      order,
      windowOpened: order.approveUrl !== null && popup.current !== null,
    });
  };

  const waitingForWindow =
    state.step === 'approving' && state.via === 'window' ? state.order : null;
  // An event of the listener, not a reason to listen again: it reads this render's callbacks.
  const settleFromWindow = useEffectEvent((approved: boolean, order: Order) => {
    if (approved) void capture(order);
    else cancel(order);
  });
  useEffect(() => {
    if (waitingForWindow === null) return;
    // One listener per order waited for.
    return listenForApproval((message) => {
      if (message.orderId !== waitingForWindow.id) return;
      settleFromWindow(message.outcome === 'approved', waitingForWindow);
    });
  }, [waitingForWindow]);

  // The subscription is sold only for what this server gives (the plan's benefits, computed by
  // the server from its real limits): with none, the button says so and sells nothing.
  const plan = setup.data?.plan;
  if (kind === 'subscription' && plan !== undefined && plan.benefits.length === 0) {
    return (
      <Text size="sm" role="status" data-testid="nothing-to-sell">
        {t('payments.nothingToSell')}
      </Text>
    );
  }
  const busy = state.step !== 'idle';
  return (
    <Stack gap={4}>
      <Button
        fullWidth
        color="yellow.5"
        c="dark"
        loading={busy}
        disabled={disabled || setup.isPending || setup.isError}
        onClick={() => void start()}
      >
        {kind === 'subscription' && plan !== undefined
          ? t('payments.labelWithPrice', { label, value: plan.amount })
          : label}
      </Button>
      {waitingForWindow !== null && state.step === 'approving' && (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm" ta="center">
            {state.windowOpened
              ? t('payments.approveThePaymentIn')
              : t('payments.yourBrowserBlockedThe')}{' '}
            <Anchor href={waitingForWindow.approveUrl ?? undefined} target="_blank" rel="noopener">
              {state.windowOpened ? t('payments.openItAgain') : t('payments.openPaypal')}
            </Anchor>
          </Text>
          {notYet && (
            <Text size="sm" c="red" ta="center">
              {t('payments.thePaymentIsNot')}
            </Text>
          )}
          <Group justify="center" gap="xs">
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => void capture(waitingForWindow, { ifApproved: true })}
            >
              {t('payments.completePayment')}
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => cancel(waitingForWindow)}>
              {t('payments.cancel')}
            </Button>
          </Group>
        </Stack>
      )}
      {state.step === 'approving' && state.via === 'dialog' && (
        <SandboxApprovalDialog
          order={state.order}
          onApprove={async () => {
            try {
              await approveSandboxOrder(state.order.id);
            } catch (error) {
              fail(error as Error);
              return;
            }
            await capture(state.order);
          }}
          onCancel={() => cancel(state.order)}
        />
      )}
      {setup.data?.mode === 'sandbox' && (
        <Text size="xs" c="dimmed" ta="center">
          {t('payments.sandboxNoRealPayment')}
        </Text>
      )}
      {setup.isError && (
        <Text size="xs" c="red" ta="center">
          {t('payments.paymentsAreUnavailableRight')}
        </Text>
      )}
    </Stack>
  );
}
