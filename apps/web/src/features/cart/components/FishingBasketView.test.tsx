import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render.js';
import type { Cart } from '../api/get-cart.js';
import { FishingBasketView, type FishingBasketViewProps } from './FishingBasketView.js';

const cart: Cart = {
  items: [
    {
      id: 'a',
      number: '012',
      state: 'GA',
      drawTime: 'Evening',
      playType: 'Straight',
      lottoPool: '1,1',
      quantity: 2,
      pricePerPlay: 100,
      draw: { date: '2026-11-25', drawTime: 'EVE' },
    },
    {
      id: 'b',
      number: '345',
      state: 'GA',
      drawTime: 'Evening',
      playType: 'Straight',
      lottoPool: '1,2',
      quantity: 1,
      pricePerPlay: 100,
      draw: null,
    },
  ],
  total: 300,
  count: 3,
  olderData: [],
  dataAsOf: [{ state: 'GA', status: 'live', latestDraw: { date: '2026-11-24', drawTime: 'NITE' } }],
};

function setup(overrides: Partial<FishingBasketViewProps> = {}) {
  const props: FishingBasketViewProps = {
    cart,
    onQuantityChange: vi.fn(),
    onRemove: vi.fn(),
    onClear: vi.fn(),
    ...overrides,
  };
  renderWithProviders(<FishingBasketView {...props} />);
  return props;
}

describe('FishingBasketView', () => {
  it('shows items, line prices and the total in dollars', () => {
    setup();
    const row = screen.getByTestId('cart-item-012');
    expect(within(row).getByText('$2.00')).toBeInTheDocument();
    expect(within(row).getByText('Pool 1,1 · Straight')).toBeInTheDocument();
    expect(screen.getByLabelText('Basket total')).toHaveTextContent('Total: $3.00');
    expect(screen.getByText('3 plays')).toBeInTheDocument();
  });

  it('commits a typed quantity on Enter, and invalid text as 1', async () => {
    const user = userEvent.setup();
    const props = setup();
    const input = screen.getByLabelText('Quantity of 012');
    await user.clear(input);
    await user.type(input, '5{Enter}');
    expect(props.onQuantityChange).toHaveBeenLastCalledWith(cart.items[0], {
      kind: 'update',
      quantity: 5,
    });
    await user.clear(input);
    await user.tab();
    expect(props.onQuantityChange).toHaveBeenLastCalledWith(cart.items[0], {
      kind: 'update',
      quantity: 1,
    });
  });

  it('removes an item whose quantity goes below 1', async () => {
    const user = userEvent.setup();
    const props = setup();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of 345' }));
    expect(props.onQuantityChange).toHaveBeenCalledWith(cart.items[1], { kind: 'remove' });
    const input = screen.getByLabelText('Quantity of 012');
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(props.onQuantityChange).toHaveBeenLastCalledWith(cart.items[0], { kind: 'remove' });
  });

  it('sends a removal typed as 0 with Enter once, not again on the blur that follows', async () => {
    const user = userEvent.setup();
    const props = setup();
    const input = screen.getByLabelText('Quantity of 012');
    await user.clear(input);
    await user.type(input, '0{Enter}');
    await user.tab();
    expect(props.onQuantityChange).toHaveBeenCalledTimes(1);
    expect(props.onQuantityChange).toHaveBeenCalledWith(cart.items[0], { kind: 'remove' });
  });

  it('does not call for an unchanged quantity; + adds one', async () => {
    const user = userEvent.setup();
    const props = setup();
    const input = screen.getByLabelText('Quantity of 012');
    await user.click(input);
    await user.tab();
    expect(props.onQuantityChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of 012' }));
    expect(props.onQuantityChange).toHaveBeenCalledWith(cart.items[0], {
      kind: 'update',
      quantity: 3,
    });
  });

  it('removes and clears', async () => {
    const user = userEvent.setup();
    const props = setup();
    await user.click(screen.getByRole('button', { name: 'Remove 345' }));
    expect(props.onRemove).toHaveBeenCalledWith(cart.items[1]);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(props.onClear).toHaveBeenCalled();
  });

  it('shows the empty basket without a total or Clear', () => {
    setup({ cart: { items: [], total: 0, count: 0, olderData: [], dataAsOf: [] } });
    expect(screen.getByText(/Your fishing basket is empty/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    expect(screen.queryByLabelText('Basket total')).toBeNull();
  });

  it('announces loading as a named status (a bare span may not carry aria-label)', () => {
    setup({ cart: undefined, loading: true });
    expect(screen.getByRole('status', { name: 'Loading basket' })).toBeInTheDocument();
  });

  it('names the draw each play is for, or says none is on sale', () => {
    setup();
    expect(screen.getByTestId('cart-draw-012')).toHaveTextContent(
      'For GA Evening · Wed 11/25/2026',
    );
    expect(screen.getByTestId('cart-draw-345')).toHaveTextContent(
      'GA Evening · No draw on sale at this draw time',
    );
    expect(screen.queryByTestId('cart-older-data')).toBeNull();
    // The date of the data the numbers come from, fresh or not.
    expect(screen.getByTestId('cart-data-as-of-GA')).toHaveTextContent(
      'GA numbers come from the stored draws up to GA Night · Tue 11/24/2026.',
    );
  });

  it("names a state's older data with its last stored draw and asks the player to confirm", async () => {
    const user = userEvent.setup();
    const props = setup({
      cart: {
        ...cart,
        olderData: [
          { state: 'GA', status: 'stale', latestDraw: { date: '2026-09-11', drawTime: 'EVE' } },
        ],
      },
      onOlderDataConfirmedChange: vi.fn(),
      // The header badge's words, as the app passes them.
      freshnessLabel: () => 'Stale: last draw 9/11/2026',
    });
    expect(screen.getByTestId('cart-older-data')).toHaveTextContent(
      'GA Stale: last draw 9/11/2026',
    );
    expect(screen.getByTestId('cart-older-data')).toHaveTextContent(
      "GA's newest stored draw is GA Evening · Fri 9/11/2026",
    );
    await user.click(screen.getByRole('checkbox', { name: /come from older data/ }));
    expect(props.onOlderDataConfirmedChange).toHaveBeenCalledWith(true);
  });
});
