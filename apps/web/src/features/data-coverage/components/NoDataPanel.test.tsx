import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render.js';
import { NoDataPanel } from './NoDataPanel.js';

describe('NoDataPanel', () => {
  it('says which of the coming sources no real answer proves yet', () => {
    renderWithProviders(
      <NoDataPanel
        name="Arkansas"
        gameName="Cash 3"
        url=""
        sources={[
          { id: 'ar-official', kind: 'official', verified: true },
          { id: 'ar-lotteryusa', kind: 'aggregate', verified: false },
        ]}
        statesWithData={[]}
        onPickState={() => {}}
      />,
    );
    expect(screen.getByTestId('no-data-sources').textContent).toBe(
      "Its draws will come from the Arkansas Lottery's own results and LotteryUSA's results pages (not yet proven on a real answer of that site), a few minutes after each draw.",
    );
  });
});
