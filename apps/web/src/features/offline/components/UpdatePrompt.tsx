import { useSyncExternalStore } from 'react';
import { Button, Notification } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pendingUpdate, subscribeUpdate } from '../update-store.js';

/**
 * "A new version is available" with a Reload action, once a new build's service worker is
 * installed and waiting. It stays until used: reloading is the user's choice.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  // No worker is waiting on the server or while the page hydrates.
  const apply = useSyncExternalStore(subscribeUpdate, pendingUpdate, () => undefined);
  if (apply === undefined) return null;
  return (
    <Notification
      title={t('offline.newVersion')}
      withCloseButton={false}
      role="status"
      style={{ position: 'fixed', insetInline: 16, bottom: 16, zIndex: 400, maxWidth: 420 }}
    >
      <Button size="xs" mt={6} onClick={apply}>
        {t('offline.reload')}
      </Button>
    </Notification>
  );
}
