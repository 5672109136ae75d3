import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { createOrder, type OrderKind } from '../api/create-order.js';
import { captureOrder, type CaptureResult } from '../api/capture-order.js';
import { usePaymentSetup } from '../api/get-payment-setup.js';

export interface CheckoutButtonProps {
  kind: OrderKind;
  /** Button text, e.g. 'Pay $3.00' or 'Subscribe with PayPal'. */
  label: string;
  disabled?: boolean;
  onSuccess?(result: CaptureResult): void;
  onError?(error: Error): void;
}

/**
 * Our own checkout button: it creates the order on our server and captures it, the REST flow the
 * provider's script would drive (that script cannot load offline). When the server runs against
 * the provider's sandbox, the button says so, so nobody mistakes a test payment for a real one.
 */
export function CheckoutButton({ kind, label, disabled, onSuccess, onError }: CheckoutButtonProps) {
  const setup = usePaymentSetup();
  const pay = useMutation({
    // The provider's script cannot load offline, so our button drives its REST flow.
    mutationFn: async () => captureOrder((await createOrder(kind)).id),
    onSuccess: (result) => onSuccess?.(result),
    onError: (error) => {
      // Spec §7/§8: payment failures are logged; the caller decides what the user sees.
      console.error('Checkout failed', error);
      onError?.(error);
    },
  });
  const unavailable = setup.isError;
  return (
    <Stack gap={4}>
      <Button
        fullWidth
        color="yellow.5"
        c="dark"
        loading={pay.isPending}
        disabled={disabled || setup.isPending || unavailable}
        onClick={() => pay.mutate()}
      >
        {label}
      </Button>
      {setup.data?.mode === 'sandbox' && (
        <Text size="xs" c="dimmed" ta="center">
          Sandbox — no real payment
        </Text>
      )}
      {unavailable && (
        <Text size="xs" c="red" ta="center">
          Payments are unavailable right now.
        </Text>
      )}
    </Stack>
  );
}
