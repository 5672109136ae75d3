import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.js';
import { notify } from '../../../components/notify.js';
import type { Checkout } from '../../../lib/checkout-slot.js';
import { CART_KEY, useCart } from '../api/get-cart.js';
import { useUpdateCartQuantity } from '../api/update-cart-quantity.js';
import { useRemoveCartItem } from '../api/remove-cart-item.js';
import { useClearCart } from '../api/clear-cart.js';
import { formatCents } from '../cart-rules.js';
import { FishingBasketView, type FishingBasketViewProps } from './FishingBasketView.js';
import { t } from '../../../i18n/i18n.js';
import { playDrawLabel } from '../../../lib/play-draw.js';

/** The basket with its live data; `Checkout` is the pay button (the app passes payments'). */
export function FishingBasket({
  Checkout,
  freshnessLabel,
}: {
  Checkout: Checkout;
  freshnessLabel?: FishingBasketViewProps['freshnessLabel'];
}) {
  const queryClient = useQueryClient();
  const cart = useCart();
  const update = useUpdateCartQuantity();
  const remove = useRemoveCartItem();
  const clear = useClearCart();
  const busy = update.isPending || remove.isPending || clear.isPending;
  const [olderDataConfirmed, setOlderDataConfirmed] = useState(false);
  const needsConfirmation = (cart.data?.olderData.length ?? 0) > 0;
  // The draws the plays are for, as the basket showed them when the player paid.
  const draws = [
    ...new Set(
      (cart.data?.items ?? []).flatMap((item) =>
        item.draw ? [playDrawLabel(item.state, item.draw)] : [],
      ),
    ),
  ].join(', ');
  return (
    <FishingBasketView
      cart={cart.data}
      loading={cart.isPending}
      error={cart.isError}
      busy={busy}
      onQuantityChange={(item, change) =>
        change.kind === 'remove'
          ? remove.mutate(item.id)
          : update.mutate({ id: item.id, quantity: change.quantity })
      }
      onRemove={(item) => remove.mutate(item.id)}
      onClear={() => clear.mutate()}
      olderDataConfirmed={olderDataConfirmed}
      onOlderDataConfirmedChange={setOlderDataConfirmed}
      {...(freshnessLabel === undefined ? {} : { freshnessLabel })}
      checkout={
        <Checkout
          kind="cart"
          label={t('cart.pay', { formatCents: formatCents(cart.data?.total ?? 0) })}
          disabled={busy || (needsConfirmation && !olderDataConfirmed)}
          confirmOlderData={needsConfirmation && olderDataConfirmed}
          onSuccess={() => {
            // The server moved the paid plays to the purchased numbers the tracker follows.
            void queryClient.invalidateQueries({ queryKey: CART_KEY });
            void queryClient.invalidateQueries({ queryKey: ['/api/purchased-numbers'] });
            notify({
              title: t('cart.paymentComplete'),
              message: draws ? t('cart.paidFor', { draws }) : t('cart.yourPlaysAreIn'),
              color: 'green',
            });
          }}
          onError={(error) =>
            notify({
              title: t('cart.paymentFailed'),
              message:
                (error instanceof ApiError ? error.serverMessage : undefined) ??
                t('cart.pleaseTryAgain'),
              color: 'red',
            })
          }
        />
      }
    />
  );
}
