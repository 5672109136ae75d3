import { Navigate, useParams } from 'react-router-dom';
import { gameName, parsePoolId, POOL_STATE } from '@pick3/core';
import { Seo } from '../../components/Seo.js';
import { t } from '../../i18n/i18n.js';
import { PoolsView } from '../PoolsView.js';

/** /pools/:poolId — an unknown pool falls back to 1-1 (pools are Georgia's). */
export default function PoolsPage() {
  const { poolId } = useParams();
  const id = parsePoolId(poolId, { fallback: true });
  if (poolId !== id) return <Navigate to={`/pools/${id}`} replace />;
  return (
    <main id="main">
      {/* The server's title for this page (web.plugin.ts), kept when the app moves here. */}
      <Seo
        title={t('navigation.poolsTitle', { game: gameName(POOL_STATE) })}
        description={t('navigation.poolsDescription', { game: gameName(POOL_STATE) })}
      />
      <PoolsView poolId={id} />
    </main>
  );
}
