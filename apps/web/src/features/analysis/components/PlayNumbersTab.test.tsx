import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { analyze, emptyFilterSet, type Draw } from '@pick3/core';
import { captureDownloads } from '../../../testing/capture-downloads.js';
import { TestMantine } from '../../../testing/render.js';
import { buildNumberView } from '../number-view.js';
import { PlayNumbersTab } from './PlayNumbersTab.js';

const draws: Draw[] = [
  { date: '2025-07-01', drawTime: 'DAY', number: '610' },
  { date: '2025-07-02', drawTime: 'EVE', number: '899' },
  { date: '2025-07-03', drawTime: 'EVE', number: '106' },
];

afterEach(() => vi.restoreAllMocks());

describe('PlayNumbersTab downloads', () => {
  it('downloads the removed and remaining straights as CSV and JSON', async () => {
    const downloads = captureDownloads();
    const analysis = analyze(draws, { isBoxMode: false });
    const view = buildNumberView(analysis, emptyFilterSet(), false);
    render(
      <TestMantine>
        <PlayNumbersTab
          analysis={analysis}
          view={view}
          stateCode="GA"
          isBoxMode={false}
          drawLimit={3}
          timeFilter="all"
        />
      </TestMantine>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download JSON' }));
    await waitFor(async () => expect(await downloads.files()).toHaveLength(2));
    const [csv, json] = await downloads.files();
    expect(csv?.fileName).toBe('ga-pick-3-straight-numbers.csv');
    const lines = csv!.text.trimEnd().split('\n');
    expect(lines[0]).toBe('number,status');
    const rows = lines.slice(1).map((l) => l.split(','));
    // Straight mode: the three straights drawn are removed, the other 997 remain; each once.
    expect(
      rows
        .filter(([, s]) => s === 'removed')
        .map(([n]) => n)
        .sort(),
    ).toEqual(['106', '610', '899']);
    expect(rows.filter(([, s]) => s === 'remaining')).toHaveLength(997);
    expect(new Set(rows.map(([n]) => n)).size).toBe(1000);
    expect(JSON.parse(json!.text)).toEqual(rows.map(([number, status]) => ({ number, status })));
  });
});
