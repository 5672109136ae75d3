import { drawInstant } from '@pick3/core';
import { describe, expect, it } from 'vitest';
import { pendingReason } from './tracker.service.js';

describe('pendingReason', () => {
  const result = { expectedDate: '2025-08-01', drawTime: 'EVE' as const };
  const at = drawInstant('GA', '2025-08-01', 'EVE').getTime();

  it('waits for a draw still to come, naming its local time', () => {
    const text = pendingReason(result, {
      now: new Date(at - 60_000),
      latestStored: null,
      lastRun: null,
    });
    expect(text).toBe('Waits for the Evening draw of 8/1/2025 at 6:59 PM EDT.');
  });

  it('names the source failure that keeps a past draw from being stored', () => {
    const after = new Date(at + 60 * 60_000);
    const latestStored = { date: '2025-08-01', drawTime: 'DAY' as const };
    expect(
      pendingReason(result, {
        now: after,
        latestStored,
        lastRun: { error: 'TIMEOUT: no answer in 15 s' },
      }),
    ).toBe(
      'The Evening draw of 8/1/2025 took place at 6:59 PM EDT; its result is not stored yet. The last check of the Georgia source failed: TIMEOUT: no answer in 15 s.',
    );
    expect(pendingReason(result, { now: after, latestStored, lastRun: { error: null } })).toMatch(
      /fetched a few minutes after the draw\.$/,
    );
    expect(pendingReason(result, { now: after, latestStored, lastRun: null })).toMatch(
      /has not been checked since the history was imported\.$/,
    );
  });

  it('says a draw is a hole when later draws are stored', () => {
    const text = pendingReason(result, {
      now: new Date(at + 3 * 86_400_000),
      latestStored: { date: '2025-08-03', drawTime: 'DAY' },
      lastRun: { error: null },
    });
    expect(text).toBe(
      'The Evening draw of 8/1/2025 is missing from the stored history (later draws are stored), so this result cannot settle until it is added.',
    );
  });

  it('speaks Spanish to a Spanish page, with the source failure as its code', () => {
    const after = new Date(at + 60 * 60_000);
    const text = pendingReason(
      result,
      {
        now: after,
        latestStored: { date: '2025-08-01', drawTime: 'DAY' },
        lastRun: { error: 'TIMEOUT: no answer in 15 s' },
      },
      'es',
    );
    expect(text).toMatch(/^El sorteo Evening del 1\/8\/2025 se realizó a las 6:59/);
    expect(text).toMatch(/su resultado aún no está guardado\. .*falló: TIMEOUT\.$/);
    expect(text).not.toMatch(/no answer/);
  });
});
