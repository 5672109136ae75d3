import { notifications } from '@mantine/notifications';

export interface NotifyOptions {
  title: string;
  message?: string;
  color?: 'red' | 'green' | 'blue' | 'yellow' | 'gray' | 'orange';
}

/** Spec §9: toasts show 5,000 ms. */
export const TOAST_DURATION_MS = 5000;

/**
 * Shows a toast. Spec §9 allows one toast at a time, and the newest one matters (e.g. 'Refreshing...'
 * then 'Data Refreshed!'), so a new toast replaces the shown one instead of queueing behind it.
 */
export function notify({ title, message, color }: NotifyOptions): void {
  notifications.clean();
  notifications.show({
    title,
    message: message ?? '',
    color: color ?? 'blue',
    autoClose: TOAST_DURATION_MS,
  });
}
