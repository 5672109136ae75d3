import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client.js';
import { t } from '../i18n/i18n.js';

interface Health {
  status: 'ok';
  /** The server runs in declared demo mode (DEMO_MODE=1, what `npm start` runs). */
  demo: boolean;
}

/**
 * Says so on every screen when the server runs in demo mode: payments go to a local sandbox and
 * verification codes are shown on screen instead of being e-mailed. Read from /api/health, which
 * answers before the passcode gate.
 */
export function DemoBanner() {
  const health = useQuery({
    queryKey: ['/api/health'],
    queryFn: () => apiFetch<Health>('/api/health'),
    staleTime: Infinity,
    retry: false,
  });
  if (health.data?.demo !== true) return null;
  return (
    <Text component="div" role="note" ta="center" fw={700} size="sm" py={4} bg="yellow.3" c="dark">
      {t('common.demoNoRealPayments')}
    </Text>
  );
}
