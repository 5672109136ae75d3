import { useState } from 'react';
import { Notifications, notificationsStore, useNotifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from './notify.js';

/** Spec §9: one toast at a time, 5,000 ms, at the top. */
const LIMIT = 1;
const POSITION = 'top-center';

// The store's own limit and position, set before any toast is shown: until ToastHost mounts
// Mantine's <Notifications>, which would set them, a toast is filed with these.
notificationsStore.setState({
  ...notificationsStore.getState(),
  limit: LIMIT,
  defaultPosition: POSITION,
});

/**
 * Mantine's toast container, mounted with the first toast rather than with the page: mounted at
 * start-up, its portal and its six position groups each re-rendered the page's first commit
 * synchronously (issue 24 item 3: the start-up's long tasks). Once mounted it stays.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Notifications limit={LIMIT} autoClose={TOAST_DURATION_MS} position={POSITION} />
  ) : null;
}
