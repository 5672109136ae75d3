import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { analyze, type Draw, type TimeFilter } from '@pick3/core';
import { captureDownloads } from '../../../testing/capture-downloads.js';
import { TestMantine } from '../../../testing/render.js';
import { setLanguage } from '../../../i18n/i18n.js';
import { ResultsTab } from './ResultsTab.js';

// Raw draws in (as the API reads them from the database); the response is core's own analyze().
const draws: Draw[] = [
  { date: '2025-07-01', drawTime: 'DAY', number: '016' },
  { date: '2025-07-01', drawTime: 'EVE', number: '555' },
  { date: '2025-07-02', drawTime: 'DAY', number: '123' },
  { date: '2025-07-02', drawTime: 'EVE', number: '610' },
  { date: '2025-07-03', drawTime: 'NITE', number: '789' },
];

function renderTab(isBoxMode = true, timeFilter: TimeFilter = 'all', input: Draw[] = draws) {
  const analysis = analyze(input, { isBoxMode, timeFilter });
  const onBoxModeChange = vi.fn();
  render(
    <TestMantine>
      <ResultsTab
        analysis={analysis}
        stateCode="TX"
        isBoxMode={isBoxMode}
        timeFilter={timeFilter}
        onBoxModeChange={onBoxModeChange}
      />
    </TestMantine>,
  );
  return { analysis, onBoxModeChange };
}

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await setLanguage('en');
});

describe('ResultsTab', () => {
  it('downloads the displayed draws as CSV and JSON, newest first, and links the full history', async () => {
    const downloads = captureDownloads();
    // Evening draws only: the files hold the list on screen, not the whole input.
    const { analysis } = renderTab(true, 'Eve');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download JSON' }));
    await waitFor(async () => expect(await downloads.files()).toHaveLength(2));
    const [csv, json] = await downloads.files();
    const shown = draws.filter((d) => d.drawTime === 'EVE').reverse();
    expect(analysis.draws).toHaveLength(shown.length);
    expect(csv?.fileName).toBe('tx-pick-3-results.csv');
    expect(csv?.text).toBe(
      [
        'state,game,date,draw_time,number',
        ...shown.map((d) => `TX,Texas Pick 3,${d.date},Evening,${d.number}`),
        '',
      ].join('\n'),
    );
    expect(JSON.parse(json!.text)).toEqual(
      shown.map((d) => ({
        state: 'TX',
        game: 'Texas Pick 3',
        date: d.date,
        draw_time: 'Evening',
        number: d.number,
      })),
    );
    expect(screen.getByRole('link', { name: 'Full history (CSV)' })).toHaveAttribute(
      'href',
      '/api/draws/export?state=TX&format=csv',
    );
  });

  it('shows the game title, the counts and one card per draw, newest first', () => {
    renderTab();
    expect(screen.getByRole('heading', { name: 'Texas Pick 3 Results' })).toBeInTheDocument();
    expect(screen.getByText('Total Draws').nextSibling).toHaveTextContent('5');
    expect(screen.getByText('Repeats Found').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Unique Repeats').nextSibling).toHaveTextContent('1');
    const cards = within(screen.getByRole('list', { name: 'Draws, newest first' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(5);
    expect(cards[0]).toHaveTextContent('7/3/2025');
    expect(cards[0]).toHaveTextContent('789');
    expect(cards[0]).toHaveTextContent('Non-Repeat');
    // A non-repeat is LAST too, but reads Non-Repeat, with nothing to jump to.
    expect(within(cards[0]!).queryByRole('button')).toBeNull();
    expect(cards[0]).not.toHaveTextContent('LAST');
  });

  it('says what LAST OCCURRENCE and Non-Repeats mean, on the cards and in Spanish', async () => {
    renderTab();
    expect(
      screen.getByRole('button', { name: 'Repeat: LAST OCCURRENCE' }),
    ).toHaveAccessibleDescription(
      /LAST OCCURRENCE: the oldest draw of that number among these draws, so there is no earlier one to go to/,
    );
    expect(
      screen.getByRole('button', { name: /Repeat: 7\/1\/2025 · Non-Repeats: 2/ }),
    ).toHaveAccessibleDescription(/Non-Repeats: the draws between a repeat and its previous draw/);
    cleanup();
    await setLanguage('es');
    renderTab();
    const last = screen.getByRole('button', { name: 'Repetición: SIN APARICIÓN ANTERIOR' });
    expect(last).toBeDisabled();
    expect(last).toHaveAccessibleDescription(/el sorteo más antiguo de ese número/);
    expect(document.body).not.toHaveTextContent('LAST OCCURRENCE');
  });

  it('jumps from a repeat to its original and highlights it for 5 s; LAST OCCURRENCE is disabled', () => {
    vi.useFakeTimers();
    renderTab();
    // 610 (7/2 Eve) repeats the box 016 drawn 7/1 Day, with 2 draws between.
    const jump = screen.getByRole('button', { name: /Repeat: 7\/1\/2025 · Non-Repeats: 2/ });
    expect(jump).toHaveAccessibleName(/go to the original draw/);
    expect(screen.getByRole('button', { name: 'Repeat: LAST OCCURRENCE' })).toBeDisabled();

    fireEvent.click(jump);
    const original = screen.getByRole('article', { name: '7/1/2025 Day: 016' });
    expect(original).toHaveAttribute('data-highlight');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(original).toHaveAttribute('data-highlight');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(original).not.toHaveAttribute('data-highlight');
  });

  it('in the identical-repeats view, jumps to the previous draw of the same straight', () => {
    renderTab(true, 'identical-repeats', [
      { date: '2025-07-01', drawTime: 'DAY', number: '123' },
      { date: '2025-07-01', drawTime: 'EVE', number: '321' },
      { date: '2025-07-02', drawTime: 'DAY', number: '456' },
      { date: '2025-07-03', drawTime: 'DAY', number: '321' },
      { date: '2025-07-04', drawTime: 'DAY', number: '123' },
    ]);
    // 7/4 123: the box key's previous draw is 7/3 321; the straight's is 7/1 Day 123, 3 draws before.
    const newest = screen.getByRole('article', { name: '7/4/2025 Day: 123' });
    const jump = within(newest).getByRole('button', {
      name: /Repeat: 7\/1\/2025 · Non-Repeats: 3/,
    });
    fireEvent.click(jump);
    expect(screen.getByRole('article', { name: '7/1/2025 Day: 123' })).toHaveAttribute(
      'data-highlight',
    );
    expect(screen.getByRole('article', { name: '7/1/2025 Evening: 321' })).not.toHaveAttribute(
      'data-highlight',
    );
  });

  it('straight mode lists the combinations with the sorted box one marked', () => {
    renderTab(false);
    const card = screen.getByRole('article', { name: '7/2/2025 Evening: 610' });
    expect(
      within(card).getByLabelText('Straight combinations 016,061,106,160,601,610'),
    ).toBeInTheDocument();
    expect(within(card).getByText('016').className).toMatch(/boxCombo/);
  });

  it('the BOX button toggles box mode', () => {
    const { onBoxModeChange } = renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'BOX' }));
    expect(onBoxModeChange).toHaveBeenCalledWith(false);
  });
});
