import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastHost } from './ToastHost.js';
import { notify } from './notify.js';

function renderHost() {
  return render(
    <MantineProvider env="test">
      <ToastHost />
    </MantineProvider>,
  );
}

describe('ToastHost', () => {
  afterEach(() => act(() => notifications.clean()));

  it("mounts Mantine's toast container only with the first toast, then shows that toast", async () => {
    const { container } = renderHost();
    expect(container.querySelector('.mantine-Notifications-root')).toBeNull();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => notify({ title: 'Data Refreshed!', message: 'No new draws', color: 'green' }));
    expect(await screen.findByText('Data Refreshed!')).toBeInTheDocument();
    expect(screen.getByText('No new draws')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });

  it('files toasts shown before it mounts one at a time, at the top (spec §9)', async () => {
    expect(notificationsStore.getState()).toMatchObject({
      limit: 1,
      defaultPosition: 'top-center',
    });
    act(() => {
      notifications.show({ title: 'First', message: '' });
      notifications.show({ title: 'Second', message: '' });
    });
    expect(notificationsStore.getState().notifications).toHaveLength(1);
    expect(notificationsStore.getState().queue).toHaveLength(1);
    renderHost();
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(screen.queryByText('Second')).toBeNull();
  });
});
