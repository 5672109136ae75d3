import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, notify } from './notify.js';

describe('notify', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows one toast with a named close button and a readable description', () => {
    const clean = vi.spyOn(notifications, 'clean').mockImplementation(() => undefined);
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    notify({ title: 'Access Granted', message: 'Welcome to the application', color: 'green' });
    expect(clean).toHaveBeenCalledOnce();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Access Granted',
        autoClose: TOAST_DURATION_MS,
        // axe: button-name (critical) and color-contrast (serious) failed on every toast before.
        closeButtonProps: { 'aria-label': 'Close notification' },
        styles: { description: { color: 'var(--mantine-color-gray-7)' } },
      }),
    );
  });

  it('shows the toast at the bottom while a dialog is open, so it never covers the title', () => {
    vi.spyOn(notifications, 'clean').mockImplementation(() => undefined);
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    notify({ title: 'Updating Results...' });
    expect(show.mock.calls[0]?.[0]).not.toHaveProperty('position');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    try {
      notify({ title: 'Results Updated!' });
      expect(show.mock.calls[1]?.[0]).toMatchObject({ position: 'bottom-center' });
    } finally {
      dialog.remove();
    }
  });
});
