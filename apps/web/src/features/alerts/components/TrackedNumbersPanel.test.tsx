import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render.js';
import type { TrackedEntry } from '../api/alert-settings.js';
import { TrackedNumbersPanel } from './TrackedNumbersPanel.js';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The states list the panel's select reads (the network edge); nothing else is fetched. */
function statesApi() {
  globalThis.fetch = (async () =>
    new Response(JSON.stringify({ states: [] }), {
      headers: { 'content-type': 'application/json' },
    })) as typeof fetch;
}

/**
 * The panel as AlertsView holds it: the entries come back from the save a while after the add (a
 * busy server), and `saving` is true meanwhile. `release()` answers the pending save.
 */
function SlowSaves({ initial = [] }: { initial?: TrackedEntry[] }) {
  const [entries, setEntries] = useState<TrackedEntry[]>(initial);
  const [pending, setPending] = useState<TrackedEntry[] | null>(null);
  release = () => {
    if (pending === null) return;
    setEntries(pending);
    setPending(null);
  };
  push = (next) => setEntries(next);
  return (
    <TrackedNumbersPanel
      entries={entries}
      defaultState="GA"
      saving={pending !== null}
      onChange={setPending}
    />
  );
}
let release: () => void = () => {};
/** Another tab's save arriving through a refetch: the list changes without any add here. */
let push: (entries: TrackedEntry[]) => void = () => {};

describe('TrackedNumbersPanel', () => {
  it('after an add the list shows the number, the field is empty and no "already tracked" appears', async () => {
    statesApi();
    const user = userEvent.setup();
    renderWithProviders(<SlowSaves />);
    const number = screen.getByLabelText('Number');
    await user.type(number, '407{Enter}');
    // Cleared at once, before the save answers, and not validated again when the list updates.
    expect(number).toHaveValue('');
    act(() => release());
    expect(await screen.findByRole('list', { name: 'Tracked in Georgia' })).toHaveTextContent(
      '407 Box',
    );
    expect(number).toHaveValue('');
    expect(number).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/is already tracked in/)).toBeNull();
  });

  it('checks only on submit: typing a tracked number shows nothing until it is added again', async () => {
    statesApi();
    const user = userEvent.setup();
    renderWithProviders(<SlowSaves />);
    const number = screen.getByLabelText('Number');
    await user.type(number, '512');
    // The list gains 512 Box from elsewhere while the field holds it: no error yet.
    act(() => push([{ state: 'GA', number: '512', mode: 'box' }]));
    expect(await screen.findByText('512 Box')).toBeInTheDocument();
    expect(screen.queryByText(/is already tracked in/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Track number' }));
    expect(await screen.findByText('512 (box) is already tracked in GA')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    // The refused number stays in the field to be corrected.
    expect(number).toHaveValue('512');
  });
});
