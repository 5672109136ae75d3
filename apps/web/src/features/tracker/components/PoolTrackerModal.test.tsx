import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render.js';
import { PoolTrackerModal } from './PoolTrackerModal.js';

describe('PoolTrackerModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a dialog titled by its pool whose close button has a name', async () => {
    // The expected results never arrive: only the frame is under test.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderWithProviders(
      <PoolTrackerModal
        isOpen
        onClose={() => undefined}
        removedNumbers={['014']}
        remainingNumbers={['278']}
        poolType="Pool 1,1"
      />,
    );
    expect(
      await screen.findByRole('dialog', { name: 'Pool 1,1 - Pool Tracker' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close tracker' })).toBeInTheDocument();
  });
});
