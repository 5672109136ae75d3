import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { analyze, coordinateOf, emptyFilterSet, type Draw } from '@pick3/core';
import { TestMantine } from '../../../testing/render.js';
import { buildNumberView } from '../number-view.js';
import { PlayNumbersTab } from './PlayNumbersTab.js';
import { ResultsTab } from './ResultsTab.js';

const draws: Draw[] = [
  { date: '2025-07-01', drawTime: 'DAY', number: '610' },
  { date: '2025-07-02', drawTime: 'EVE', number: '899' },
  { date: '2025-07-03', drawTime: 'DAY', number: '444' },
];

describe('coordinate codes', () => {
  it("shows each draw's coordinate code on its card", () => {
    render(
      <TestMantine>
        <ResultsTab
          analysis={analyze(draws)}
          stateCode="TX"
          isBoxMode
          timeFilter="all"
          onBoxModeChange={() => {}}
        />
      </TestMantine>,
    );
    const cards = within(screen.getByRole('list', { name: 'Draws, newest first' })).getAllByRole(
      'listitem',
    );
    // Newest first: 444 (triple AAAFFF), 899 (double IISS), 610 (single AQ).
    expect(
      cards.map((card) => card.querySelector('[title^="Coordinate code"]')?.textContent),
    ).toEqual([
      `Coordinate ${coordinateOf('444')}`,
      `Coordinate ${coordinateOf('899')}`,
      `Coordinate ${coordinateOf('610')}`,
    ]);
    expect(coordinateOf('610')).toBe('AQ');
  });

  it('ends each pattern row with the coordinate code', () => {
    const analysis = analyze(draws);
    render(
      <TestMantine>
        <PlayNumbersTab
          analysis={analysis}
          view={buildNumberView(analysis, emptyFilterSet(), true)}
          stateCode="TX"
          isBoxMode
          drawLimit={730}
          timeFilter="all"
        />
      </TestMantine>,
    );
    const rows = screen.getByRole('region', { name: 'Pattern strings' });
    expect(rows).toHaveTextContent('· COORD AAAFFF');
    expect(rows).toHaveTextContent('· COORD IISS');
    expect(rows).toHaveTextContent('· COORD AQ');
  });
});
