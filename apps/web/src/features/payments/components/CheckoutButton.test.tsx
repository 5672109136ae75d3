import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render.js';
import { CheckoutButton } from './CheckoutButton.js';

const plan = {
  name: 'Premium Monthly',
  amount: '5.00',
  currency: 'USD',
  months: 1,
  benefits: ['AI chat: 300 messages a day (30 without a subscription)'],
  note: null,
  helper: 'model',
};

/** The network edge: a fake fetch answering like the API, and the calls the page made. */
function fakeApi(
  provider: 'paypal' | 'sandbox',
  captureAnswers: Array<{ status: number; body: unknown }> = [],
  offered: { benefits: string[]; note: string | null } = plan,
) {
  const calls: string[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === '/paypal/setup')
        return json(200, {
          clientToken: 't',
          mode: 'sandbox',
          provider,
          plan: { ...plan, ...offered },
        });
      if (url === '/paypal/order') {
        return json(200, {
          id: 'ORDER-1',
          kind: 'cart',
          amount: '3.00',
          amountCents: 300,
          currency: 'USD',
          mode: 'sandbox',
          approveUrl:
            provider === 'paypal' ? 'https://paypal.test/checkoutnow?token=ORDER-1' : null,
        });
      }
      if (url.endsWith('/approve'))
        return json(200, { id: 'ORDER-1', status: 'APPROVED', mode: 'sandbox' });
      if (url.endsWith('/capture')) {
        const next = captureAnswers.shift() ?? {
          status: 200,
          body: {
            status: 'COMPLETED',
            kind: 'cart',
            mode: 'sandbox',
            amount: '3.00',
            purchased: 1,
            message: 'Payment completed',
          },
        };
        return json(next.status, next.body);
      }
      return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'no' });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CheckoutButton with the local sandbox (demo mode)', () => {
  it("asks for the buyer's approval in its dialog before the capture", async () => {
    const calls = fakeApi('sandbox');
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CheckoutButton kind="cart" label="Pay $3.00" onSuccess={onSuccess} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $3.00' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pay $3.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox payment approval' });
    expect(dialog).toHaveTextContent('$3.00 USD');
    expect(calls.some((c) => c.endsWith('/capture'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith(
        expect.objectContaining({ status: 'COMPLETED', purchased: 1 }),
      ),
    );
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([
      'POST /paypal/order',
      'POST /paypal/sandbox/order/ORDER-1/approve',
      'POST /paypal/order/ORDER-1/capture',
    ]);
  });

  it('captures nothing when the buyer cancels', async () => {
    const calls = fakeApi('sandbox');
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CheckoutButton kind="cart" label="Pay $3.00" onSuccess={onSuccess} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $3.00' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pay $3.00' }));
    await screen.findByRole('dialog', { name: 'Sandbox payment approval' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSuccess).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual(['POST /paypal/order']);
    expect(screen.getByRole('button', { name: 'Pay $3.00' })).toBeEnabled();
  });
});

describe('CheckoutButton with PayPal', () => {
  it("opens PayPal's window at the click, and captures once the return page reports the approval", async () => {
    const calls = fakeApi('paypal', [
      {
        status: 422,
        body: {
          statusCode: 422,
          code: 'PAYMENT_NOT_APPROVED',
          message: 'The payment has not been approved yet',
        },
      },
    ]);
    const popup = { location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CheckoutButton kind="cart" label="Pay $3.00" onSuccess={onSuccess} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $3.00' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pay $3.00' }));
    expect(open).toHaveBeenCalledTimes(1);
    await screen.findByText('Approve the payment in the PayPal window.');
    expect(popup.location.href).toBe('https://paypal.test/checkoutnow?token=ORDER-1');

    // "Complete payment" before approving: the server refuses, the page keeps waiting.
    await user.click(screen.getByRole('button', { name: 'Complete payment' }));
    await screen.findByText('The payment is not approved yet.');
    expect(onSuccess).not.toHaveBeenCalled();

    // What public/paypal-return.js posts when PayPal's window comes back; another order's approval
    // is not this one's, and a repeated message captures nothing twice.
    const returnPage = new BroadcastChannel('pick3-paypal');
    returnPage.postMessage({
      type: 'pick3-paypal-return',
      orderId: 'ORDER-9',
      outcome: 'approved',
    });
    returnPage.postMessage({
      type: 'pick3-paypal-return',
      orderId: 'ORDER-1',
      outcome: 'approved',
    });
    returnPage.postMessage({
      type: 'pick3-paypal-return',
      orderId: 'ORDER-1',
      outcome: 'approved',
    });
    returnPage.close();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $3.00' })).toBeEnabled());
    expect(calls.filter((c) => c.endsWith('/capture'))).toHaveLength(2);
  });
});

describe('CheckoutButton for the subscription', () => {
  it('names the price on the button while the server lists what the plan adds', async () => {
    fakeApi('sandbox');
    renderWithProviders(<CheckoutButton kind="subscription" label="Subscribe with PayPal" />);
    expect(
      await screen.findByRole('button', { name: 'Subscribe with PayPal: $5.00 a month' }),
    ).toBeEnabled();
  });

  it('sells nothing and says so when the plan adds nothing on this server', async () => {
    const calls = fakeApi('sandbox', [], {
      benefits: [],
      note: 'The AI model is offline on this server.',
    });
    renderWithProviders(<CheckoutButton kind="subscription" label="Subscribe with PayPal" />);
    expect(await screen.findByTestId('nothing-to-sell')).toHaveTextContent(
      'Not for sale here: on this server the subscription adds nothing to what you already have for free.',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toEqual(['GET /paypal/setup']);
  });
});
