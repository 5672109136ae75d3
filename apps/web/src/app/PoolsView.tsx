import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  DEFAULT_POOL_DRAW_TIME,
  DRAW_TIME_LABELS,
  POOL_STATE,
  poolLabel,
  type PoolId,
} from '@pick3/core';
import { notify } from '../components/notify.js';
import { useAddToCart } from '../features/cart/api/add-to-cart.js';
import { FishingBasket } from '../features/cart/components/FishingBasket.js';
import { freshnessBadge } from '../features/header/freshness.js';
import { PoolTrackerModal } from '../features/tracker/components/PoolTrackerModal.js';
import { usePool, type PoolDrawTime } from '../features/pools/api/get-pool.js';
import { PoolsPageView } from '../features/pools/components/PoolsPageView.js';
import { CheckoutButton } from '../features/payments/components/CheckoutButton.js';
import { poolName } from '../lib/pool-name.js';
import { PageHelper } from './PageHelper.js';
import { useStates } from '../lib/get-states.js';
import { useAfterFirstPaint } from '../lib/use-after-first-paint.js';
import { t } from '../i18n/i18n.js';

/** The Lotto Pools screen with its data; here in the app shell because it composes four features. */
export function PoolsView({ poolId }: { poolId: PoolId }) {
  const navigate = useNavigate();
  const [drawTime, setDrawTime] = useState<PoolDrawTime>(DEFAULT_POOL_DRAW_TIME);
  const [trackerOpen, setTrackerOpen] = useState(false);
  // The pool first; the fishing basket below it and the tracker's dialog follow a frame later.
  const belowReady = useAfterFirstPaint();
  // The pool over the server's full window, not the main page's draw limit: the cart and the
  // tracker judge a pool play on that window, so a shorter one would offer numbers the cart refuses
  // (409 NUMBER_REMOVED, found by the e2e suite).
  const pool = usePool({ poolId, drawTime });
  const add = useAddToCart();
  const name = poolName(poolId);
  const georgia = useStates().data?.states.find((s) => s.code === POOL_STATE);
  // Stale or behind: the pools are worked out from older draws, which the page says (issue 25).
  const olderData =
    georgia?.latestDraw && (georgia.status === 'stale' || georgia.status === 'behind')
      ? { latestDraw: georgia.latestDraw }
      : null;
  const lottoPool = pool.data?.id ?? poolLabel(poolId);

  return (
    <>
      <PoolsPageView
        state={POOL_STATE}
        poolId={poolId}
        drawTime={drawTime}
        pool={pool.data}
        loading={pool.isPending}
        error={pool.isError ? pool.error.message : null}
        pendingNumber={add.isPending ? (add.variables?.number ?? null) : null}
        onBack={() => void navigate('/')}
        onDrawTimeChange={setDrawTime}
        onPoolChange={(id) => void navigate(`/pools/${id}`)}
        onRemovedClick={(number) =>
          notify({ title: t('pools.isAlreadyRemovedFrom', { number }), color: 'red' })
        }
        onRemainingClick={(number) =>
          add.mutate(
            // The API's value (its English label), not a word of the page.
            { number, lottoPool, drawTime: DRAW_TIME_LABELS[drawTime] },
            {
              onSuccess: () =>
                notify({
                  title: t('pools.addedToFishingBasket'),
                  message: `${number} (${name})`,
                  color: 'green',
                }),
            },
          )
        }
        onOpenTracker={() => setTrackerOpen(true)}
        onRetry={() => void pool.refetch()}
        basket={
          belowReady ? (
            <FishingBasket
              Checkout={CheckoutButton}
              freshnessLabel={(data) => freshnessBadge(data).label}
            />
          ) : null
        }
        helper={<PageHelper stateCode={POOL_STATE} />}
        olderData={olderData}
        dataAsOf={georgia?.latestDraw ?? null}
      />
      {belowReady && (
        <PoolTrackerModal
          isOpen={trackerOpen}
          onClose={() => setTrackerOpen(false)}
          removedNumbers={pool.data?.removedNumbers ?? []}
          remainingNumbers={pool.data?.remainingNumbers ?? []}
          poolType={name}
        />
      )}
    </>
  );
}
