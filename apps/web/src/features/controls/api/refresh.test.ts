import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.js';
import type { RefreshJob } from '@pick3/contract';
import { jobRefreshProgress, manualRefreshToast, progressPercent } from './refresh.js';

describe('manual update-all', () => {
  it('toasts the count of updated states and new draws', () => {
    expect(
      manualRefreshToast(
        {
          success: true,
          message: 'ok',
          summary: { updatedStates: ['TX', 'GA', 'NY'], totalNewDraws: 12 },
          failedSources: [],
        },
        undefined,
      ),
    ).toEqual({
      title: 'Manual Update Complete',
      message: 'Updated 3 states with 12 new draws',
      color: 'green',
    });
    expect(
      manualRefreshToast(
        {
          success: true,
          message: 'ok',
          summary: { updatedStates: ['TX'], totalNewDraws: 1 },
          failedSources: [],
        },
        undefined,
      ).message,
    ).toBe('Updated 1 state with 1 new draw');
  });

  it('fails in words: no status, code or server text reaches the toast', () => {
    const error = new ApiError(502, '502: Bad Gateway', null);
    expect(manualRefreshToast(undefined, error)).toEqual({
      title: 'Manual Update Failed',
      message: "The app's server answered with an error; try again in a few minutes.",
      color: 'red',
    });
    const running = new ApiError(409, '409: {"statusCode":409}', {
      statusCode: 409,
      code: 'REFRESH_RUNNING',
      message: 'A refresh is already running',
    });
    expect(manualRefreshToast(undefined, running).message).toBe(
      'An update is already running: its progress is shown under the buttons.',
    );
    const limited = new ApiError(429, '429: {}', {
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Rate limit of 5 requests per minute exceeded, retry in 60 seconds',
    });
    expect(manualRefreshToast(undefined, limited).message).toBe(
      'Too many updates from this device: try again in a minute.',
    );
    expect(manualRefreshToast(undefined, new TypeError('Failed to fetch')).message).toBe(
      "The app's server could not be reached; check the connection and try again.",
    );
    expect(
      manualRefreshToast(
        {
          success: false,
          message: 'A refresh is already running',
          summary: { updatedStates: [], totalNewDraws: 0 },
          failedSources: [],
        },
        undefined,
      ),
    ).toEqual({
      title: 'Manual Update Failed',
      message: 'No source answered; try again in a few minutes.',
      color: 'red',
    });
  });

  it("reads a job's progress in the player's terms and computes the bar percent", () => {
    const job: RefreshJob = {
      id: '00000000-0000-4000-8000-000000000001',
      kind: 'all',
      status: 'running',
      startedAt: '2026-11-28T04:00:00.000Z',
      finishedAt: null,
      progress: {
        total: 6,
        done: 4,
        updated: 1,
        noNew: 1,
        failed: 2,
        sources: [
          { sourceId: 'tx', state: 'TX', phase: 'done', rowsAdded: 0 },
          { sourceId: 'ga', state: 'GA', phase: 'rows', rowsAdded: 0 },
          { sourceId: 'ny', state: 'NY', phase: 'failed', rowsAdded: 0 },
          { sourceId: 'fl', state: 'FL', phase: 'pending', rowsAdded: 0 },
          { sourceId: 'nj', state: 'NJ', phase: 'done', rowsAdded: 2 },
          { sourceId: 'ny-agg', state: 'NY', phase: 'failed', rowsAdded: 0 },
        ],
      },
      result: null,
      error: null,
    };
    const progress = jobRefreshProgress(job);
    // Failures are counted apart from the updated and the unchanged, and their states named once.
    expect(progress).toEqual({
      done: 4,
      updated: 1,
      noNew: 1,
      failed: 2,
      failedStates: ['NY'],
      total: 6,
      current: 'GA',
    });
    expect(progressPercent(progress)).toBe(67);
    expect(progressPercent(jobRefreshProgress(undefined))).toBeNull();
  });
});
