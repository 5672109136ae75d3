import { notifications } from '@mantine/notifications';
import { t } from '../i18n/i18n.js';

export interface NotifyOptions {
  title: string;
  message?: string;
  color?: 'red' | 'green' | 'blue' | 'yellow' | 'gray' | 'orange';
}

/** Spec §9: toasts show 5,000 ms. */
export const TOAST_DURATION_MS = 5000;

/**
 * The close button is an icon only, so it needs a name; Mantine's dimmed description grey (3.3:1)
 * fails WCAG AA contrast on white, so the text uses a darker grey (found by the e2e axe checks).
 */
export function toastAccessibility() {
  return {
    closeButtonProps: { 'aria-label': t('common.closeNotification') },
    styles: { description: { color: 'var(--mantine-color-gray-7)' } },
  } as const;
}

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
    // Toasts sit at the top, where an open dialog has its title: then they go to the bottom.
    ...(dialogOpen() ? { position: 'bottom-center' as const } : {}),
    ...toastAccessibility(),
  });
}

/** Whether a modal dialog is open (Mantine's modals and drawers are `role="dialog"`, `aria-modal`). */
export function dialogOpen(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.querySelector('[role="dialog"][aria-modal="true"]') !== null
  );
}
