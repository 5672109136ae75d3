import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { PaymentSetup } from '@pick3/contract';
import { renderWithProviders } from '../../../testing/render.js';
import { PlanCard } from './PlanCard.js';

/** The network edge: a fake fetch answering GET /paypal/setup like the API would. */
function serveSetup(plan: PaymentSetup['plan']): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            clientToken: 't',
            clientId: null,
            mode: 'sandbox',
            provider: 'sandbox',
            plan,
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    ),
  );
}

const base = { name: 'Premium Monthly', amount: '5.00', currency: 'USD', months: 1 } as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PlanCard', () => {
  it('lists the perks the server says apply', async () => {
    serveSetup({
      ...base,
      helper: 'model',
      note: null,
      benefits: ['AI chat: 300 messages a day (30 without a subscription)'],
    });
    renderWithProviders(<PlanCard />);
    expect(
      await screen.findByText('AI chat: 300 messages a day (30 without a subscription)'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('plan-note')).toBeNull();
  });

  it('shows no chat perk and says why while the model is offline', async () => {
    const note =
      'The AI model is offline on this server: the subscription adds no chat or speech allowance right now.';
    serveSetup({ ...base, helper: 'offline', note, benefits: [] });
    renderWithProviders(<PlanCard />);
    expect(await screen.findByTestId('plan-note')).toHaveTextContent(note);
    expect(screen.queryByRole('list')).toBeNull();
    expect(document.body).not.toHaveTextContent(/AI chat:/);
  });
});
