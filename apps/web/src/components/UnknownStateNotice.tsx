import { useState } from 'react';
import { Alert } from '@mantine/core';
import { isKnownState, stateName } from '@pick3/core';
import { useAppStore } from '../stores/app-store.js';
import { t } from '../i18n/i18n.js';

/**
 * The code a page address names in `?state=` when the app has no such state (null otherwise). Read
 * once when the page opens: the main page then writes its own state into the address.
 */
export function unknownStateOf(search: string): string | null {
  const raw = new URLSearchParams(search).get('state');
  if (raw === null) return null;
  const code = raw.trim().toUpperCase();
  return isKnownState(code) ? null : raw.trim();
}

/**
 * Says so when a link asked for a state the app does not know (`/?state=ZZ`), instead of silently
 * showing another state's draws; it names the state shown and stays until closed.
 */
export function UnknownStateNotice() {
  const [unknown, setUnknown] = useState(() =>
    typeof window === 'undefined' ? null : unknownStateOf(window.location.search),
  );
  const currentState = useAppStore((s) => s.currentState);
  if (unknown === null) return null;
  return (
    <Alert
      role="alert"
      variant="light"
      color="orange"
      my="xs"
      title={t('navigation.unknownStateTitle')}
      withCloseButton
      closeButtonLabel={t('navigation.close')}
      onClose={() => setUnknown(null)}
    >
      {t('navigation.unknownState', {
        code: unknown.slice(0, 20),
        stateName: stateName(currentState),
      })}
    </Alert>
  );
}
