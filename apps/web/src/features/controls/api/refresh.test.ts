import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.js';
import { manualRefreshToast, parseRefreshProgress, progressPercent } from './refresh.js';

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

  it('fails with HTTP {status}: {text}, or with the message of a refused run', () => {
    const error = new ApiError(502, '502: Bad Gateway', null);
    expect(manualRefreshToast(undefined, error)).toEqual({
      title: 'Manual Update Failed',
      message: 'HTTP 502: Bad Gateway',
      color: 'red',
    });
    const running = new ApiError(409, '409: {"statusCode":409}', {
      statusCode: 409,
      code: 'REFRESH_RUNNING',
      message: 'A refresh is already running',
    });
    expect(manualRefreshToast(undefined, running).message).toBe(
      'HTTP 409: A refresh is already running',
    );
    expect(manualRefreshToast(undefined, new TypeError('Failed to fetch')).message).toBe(
      'Failed to fetch',
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
      message: 'A refresh is already running',
      color: 'red',
    });
  });

  it('reads progress and computes the bar percent', () => {
    const body = {
      running: true,
      percent: 50,
      sources: [
        { sourceId: 'tx', state: 'TX', phase: 'done' },
        { sourceId: 'ga', state: 'GA', phase: 'rows' },
        { sourceId: 'ny', state: 'NY', phase: 'failed' },
        { sourceId: 'fl', state: 'FL', phase: 'pending' },
      ],
    };
    const progress = parseRefreshProgress(body);
    expect(progress).toEqual({ running: true, done: 2, total: 4, percent: 50, current: 'GA' });
    expect(progressPercent(progress)).toBe(50);
    expect(progressPercent({ ...progress, percent: null })).toBe(50);
    expect(progressPercent(parseRefreshProgress({}))).toBeNull();
  });
});
