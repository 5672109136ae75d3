import { useState } from 'react';
import { Alert } from '@mantine/core';
import { stateName } from '@pick3/core';
import type { UnreadParam } from '../lib/home-view-url.js';
import { t } from '../i18n/i18n.js';

export interface UnreadLinkNoticeProps {
  /** What the address named and the app could not read (lib/home-view-url.ts). */
  unread: readonly UnreadParam[];
  /** The state the page shows instead of an unknown one. */
  shownState: string;
}

/**
 * Says so when a link asked for what the app does not have (`/?state=ZZ`, `time=noon`), instead of
 * silently showing the default: it names each value and what is shown, until closed or until the
 * address no longer holds them (a control changed writes a readable one).
 */
export function UnreadLinkNotice({ unread, shownState }: UnreadLinkNoticeProps) {
  const [closed, setClosed] = useState<readonly UnreadParam[] | null>(null);
  if (unread.length === 0 || closed === unread) return null;
  const state = unread.find((u) => u.param === 'state');
  const others = unread.filter((u) => u.param !== 'state');
  return (
    <Alert
      role="alert"
      variant="light"
      color="orange"
      my="xs"
      title={t(state ? 'navigation.unknownStateTitle' : 'navigation.unreadTitle')}
      withCloseButton
      closeButtonLabel={t('navigation.close')}
      onClose={() => setClosed(unread)}
    >
      {state &&
        t('navigation.unknownState', {
          code: state.value.trim().slice(0, 20),
          stateName: stateName(shownState),
        })}
      {state && others.length > 0 && ' '}
      {others.length > 0 &&
        t('navigation.unreadValues', {
          values: others.map((u) => `${u.param}=${u.value.slice(0, 20)}`).join(', '),
        })}
    </Alert>
  );
}
