import { onServer, serverPage } from '../lib/server-page.js';
import { Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client.js';
import { t } from '../i18n/i18n.js';

interface Health {
  status: 'ok';
  /** The server runs in declared demo mode (DEMO_MODE=1, what `npm start` runs). */
  demo: boolean;
}

/** GET /api/health, asked once (it answers before the passcode gate). */
function healthQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['/api/health'],
    queryFn: ({ signal }) => apiFetch<Health>('/api/health', { signal }),
    staleTime: Infinity,
    retry: false,
    enabled,
  });
}

/**
 * A demo server marks its page `<meta name="pick3-demo" content="on">` (apps/api page-document.ts)
 * and renders the banner in it: the app shows it from its first render, in the same place.
 */
export function pageDeclaresDemo(): boolean {
  if (onServer) return serverPage().demo;
  return document.querySelector('meta[name="pick3-demo"]')?.getAttribute('content') === 'on';
}

/**
 * Says so on every screen when the server runs in demo mode: payments go to a local sandbox and
 * verification codes are shown on screen instead of being e-mailed. From the page's mark, else (a
 * page the server did not send: the dev server, the offline copy) from /api/health, which answers
 * before the passcode gate.
 */
export function DemoBanner() {
  const declared = pageDeclaresDemo();
  const health = useQuery(healthQueryOptions(!declared));
  if (!declared && health.data?.demo !== true) return null;
  return (
    <Text component="div" role="note" ta="center" fw={700} size="sm" py={4} bg="yellow.3" c="dark">
      {t('common.demoNoRealPayments')}
    </Text>
  );
}
