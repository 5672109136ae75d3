import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestMantine } from '../../../testing/render.js';
import { WindowGapNotice } from './WindowGapNotice.js';

describe('WindowGapNotice', () => {
  it('names the hole the analysis stopped at and says why nothing is counted across it', () => {
    render(
      <TestMantine>
        <WindowGapNotice
          window={{
            requested: 730,
            used: 414,
            gap: { from: '2025-10-22', to: '2026-02-15', missing: 234 },
          }}
        />
      </TestMantine>,
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('A gap in this history');
    expect(note).toHaveTextContent(
      'The last 730 draws reach back to a gap of 234 draws (10/22/2025–2/15/2026); these statistics use the 414 draws after it.',
    );
    expect(note).toHaveTextContent('no repeat, gap or removed number is counted across it');
  });

  it('renders nothing without a hole, or for an answer cached before the window existed', () => {
    const { container } = render(
      <TestMantine>
        <WindowGapNotice window={{ requested: 730, used: 730, gap: null }} />
        <WindowGapNotice window={undefined} />
      </TestMantine>,
    );
    expect(container.querySelector('[role="note"]')).toBeNull();
  });
});
