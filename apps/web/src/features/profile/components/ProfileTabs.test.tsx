import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render.js';
import type { Me } from '../api/get-me.js';
import { ProfileForm } from './ProfileForm.js';
import { SubscriptionPanel } from './SubscriptionPanel.js';
import { PurchasedPlays } from './LottoPoolTab.js';

const me: Me = {
  id: 'u1',
  emailVerified: true,
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  state: 'TX',
  zipCode: '75001',
  phone: null,
  subscriptionStatus: 'active',
  subscriptionPlan: 'Premium Monthly',
  nextBilling: '2025-09-30T00:00:00.000Z',
  emailAlertsEnabled: false,
  smsAlertsEnabled: false,
  createdAt: '2025-08-30T00:00:00.000Z',
};

describe('ProfileForm', () => {
  it('shows the real data and saves edits', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<ProfileForm me={me} saving={false} onSave={onSave} />);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    const name = screen.getByLabelText('Full Name');
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.type(screen.getByLabelText('Phone'), '555-0100');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith(
      { fullName: 'Ada King', state: 'TX', zipCode: '75001', phone: '555-0100' },
      expect.any(Function),
    );
  });

  it('keeps the state at 2 characters and validates the zip', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<ProfileForm me={me} saving={false} onSave={onSave} />);
    const state = screen.getByLabelText('State');
    await user.clear(state);
    await user.type(state, 'GAX');
    expect(state).toHaveValue('GA');
    const zip = screen.getByLabelText('Zip Code');
    await user.clear(zip);
    await user.type(zip, '123');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Zip code must be at least 5 digits')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('ProfileForm server errors', () => {
  it('shows a refused field under it until the field is edited', async () => {
    const user = userEvent.setup();
    // As the mutation's onError does with the server's 400 naming the phone.
    renderWithProviders(
      <ProfileForm
        me={me}
        saving={false}
        onSave={(_update, showFieldError) =>
          showFieldError({ field: 'phone', message: 'Phone number must be 7 to 20 digits' })
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Phone number must be 7 to 20 digits')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone'), '5');
    expect(screen.queryByText('Phone number must be 7 to 20 digits')).toBeNull();
  });
});

describe('SubscriptionPanel', () => {
  it('says what is paid through, with no billing date, and cancels only once confirmed', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithProviders(
      <SubscriptionPanel
        me={{ ...me, nextBilling: '2026-12-25T00:00:00.000Z' }}
        cancelling={false}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByText('active')).toBeInTheDocument();
    expect(screen.getByText('Premium Monthly')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Paid through December 25, 2026' })).toBeInTheDocument();
    expect(
      screen.getByText('Paid through December 25, 2026; it renews only if you pay again.'),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/billing/i);

    // The first click only asks; declining keeps the subscription.
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const question = screen.getByRole('alertdialog', { name: 'Cancel your subscription?' });
    expect(question).toHaveTextContent('It stays active through December 25, 2026');
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep my subscription' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onCancel).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('offers no cancel without an active subscription', () => {
    renderWithProviders(
      <SubscriptionPanel
        me={{ ...me, subscriptionStatus: 'none', subscriptionPlan: null, nextBilling: null }}
        cancelling={false}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    expect(screen.getByText('No active subscription.')).toBeInTheDocument();
  });

  it('says when a subscription lapsed, and offers the pay button it is given', () => {
    renderWithProviders(
      <SubscriptionPanel
        me={{ ...me, subscriptionStatus: 'past_due' }}
        cancelling={false}
        onCancel={vi.fn()}
        payButton={<button type="button">Renew with PayPal</button>}
      />,
    );
    expect(screen.getByText('lapsed')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Ended on September 30, 2025' })).toBeInTheDocument();
    expect(
      screen.getByText('The paid month ended without a renewal. Pay again to renew.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renew with PayPal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('shows a cancelled subscription as active until its paid end', () => {
    renderWithProviders(
      <SubscriptionPanel
        me={{ ...me, subscriptionStatus: 'cancelled' }}
        cancelling={false}
        onCancel={vi.fn()}
      />,
    );
    expect(
      screen.getByRole('row', { name: 'Active until September 30, 2025' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your subscription stays active until the end of the paid month.'),
    ).toBeInTheDocument();
  });
});

describe('PurchasedPlays', () => {
  it('lists plays or explains the empty list', () => {
    const { unmount } = renderWithProviders(<PurchasedPlays plays={[]} loading={false} />);
    expect(screen.getByText(/No purchased plays yet/)).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <PurchasedPlays
        plays={[
          {
            id: '1',
            orderId: 'o1',
            number: '012',
            state: 'GA',
            drawTime: 'Evening',
            drawDate: '2026-11-25',
            playType: 'Straight',
            lottoPool: '1,1',
            quantity: 2,
            pricePerPlay: 100,
            purchasedAt: '2025-07-04T12:00:00Z',
            result: {
              status: 'win',
              drawn: '012',
              prize: 1000,
              stake: 1,
              cost: 2,
              pendingReason: null,
            },
          },
          {
            id: '3',
            orderId: 'o1',
            number: '034',
            state: 'NY',
            drawTime: 'Evening',
            drawDate: '2026-11-25',
            playType: 'Straight',
            lottoPool: '',
            quantity: 1,
            pricePerPlay: 100,
            purchasedAt: '2025-07-04T12:00:00Z',
            result: {
              status: 'loss',
              drawn: '430',
              prize: 0,
              stake: 1,
              cost: 1,
              pendingReason: null,
            },
          },
          {
            id: '4',
            orderId: 'o1',
            number: '555',
            state: 'NY',
            drawTime: 'Evening',
            drawDate: '2026-11-26',
            playType: 'Straight',
            lottoPool: '',
            quantity: 1,
            pricePerPlay: 100,
            purchasedAt: '2025-07-04T12:00:00Z',
            result: {
              status: 'pending',
              drawn: null,
              prize: 0,
              stake: 1,
              cost: 1,
              pendingReason: 'Waits for the Evening draw of 11/26/2026.',
            },
          },
          {
            id: '2',
            orderId: 'o0',
            number: '345',
            state: 'GA',
            drawTime: 'Night',
            drawDate: null,
            playType: 'Straight',
            lottoPool: '',
            quantity: 1,
            pricePerPlay: 100,
            purchasedAt: '2025-07-03T12:00:00Z',
            result: null,
          },
        ]}
        loading={false}
      />,
    );
    expect(screen.getByText('012')).toBeInTheDocument();
    expect(screen.getByText('1,1')).toBeInTheDocument();
    // Each play names its draw; one bought before draws were recorded names its draw time.
    expect(screen.getByTestId('play-draw-012')).toHaveTextContent('GA Evening · Wed 11/25/2026');
    expect(screen.getByTestId('play-draw-345')).toHaveTextContent('GA Night');
    // Each settled play shows its result and prize; a pending one the draw it waits for.
    expect(screen.getByTestId('play-result-012')).toHaveTextContent('Won $1,000.00 (012 drawn)');
    expect(screen.getByTestId('play-result-034')).toHaveTextContent('Lost (430 drawn)');
    expect(screen.getByTestId('play-result-555')).toHaveTextContent(
      'Pending · Waits for the Evening draw of 11/26/2026.',
    );
    expect(screen.getByTestId('play-result-345')).toHaveTextContent('—');
    // Each order is a receipt: its plays, what they cost and what they won so far.
    expect(screen.getByTestId('receipt-o1')).toHaveTextContent(
      'Receipt of 7/4/2025: 3 plays, paid $4.00, won $1,000.00 so far · 1 waits for its draw',
    );
    expect(screen.getByTestId('receipt-o0')).toHaveTextContent(
      'Receipt of 7/3/2025: 1 play, paid $1.00, won $0.00 so far',
    );
    expect(within(screen.getByTestId('receipt-o0')).getByText('345')).toBeInTheDocument();
  });
});
