import { describe, expect, it } from 'vitest';
import { updateResultsToast } from './update-results.js';

describe('updateResultsToast', () => {
  it('never says "Results Updated!" when the Georgia source failed', () => {
    const toast = updateResultsToast({
      success: false,
      message: '0 new draws in 0 states; 1 of 1 sources failed',
      summary: { updatedStates: [], totalNewDraws: 0 },
      failedSources: [
        {
          sourceId: 'ga-api',
          state: 'GA',
          error: 'FETCH_FAILED: connect ECONNREFUSED 127.0.0.1:9',
          sourceKind: 'official',
          failure: 'unreachable',
          nextTryAt: '2026-09-11T23:07:00.000Z',
        },
      ],
    });
    expect(toast.title).toBe('Update Failed');
    expect(toast.color).toBe('red');
    // In words: the raw error stays in the server's log and /api/sources.
    expect(toast.message).toContain('the Georgia Lottery: not reachable');
    expect(toast.message).not.toMatch(/ECONNREFUSED|FETCH_FAILED|127\.0\.0\.1/);
  });

  it('says Results Updated! with what was added when the source answered', () => {
    expect(
      updateResultsToast({
        success: true,
        message: '3 new draws in 1 state',
        summary: { updatedStates: ['GA'], totalNewDraws: 3 },
        failedSources: [],
      }),
    ).toEqual({
      title: 'Results Updated!',
      message: 'Updated 1 state with 3 new draws',
      color: 'green',
    });
  });

  it('says so when another update was running and only matching ran', () => {
    expect(updateResultsToast(null)).toMatchObject({ title: 'Results Updated!', color: 'yellow' });
  });
});
