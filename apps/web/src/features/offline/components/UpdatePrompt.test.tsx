import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestMantine } from '../../../testing/render.js';
import { offerUpdate } from '../update-store.js';
import { UpdatePrompt } from './UpdatePrompt.js';

describe('UpdatePrompt', () => {
  it('shows nothing until a new version waits, then reloads into it on Reload', async () => {
    render(<UpdatePrompt />, { wrapper: TestMantine });
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();

    const apply = vi.fn();
    act(() => offerUpdate(apply));
    expect(screen.getByText('A new version is available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
