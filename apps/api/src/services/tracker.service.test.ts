import { drawInstant } from '@pick3/core';
import { describe, expect, it } from 'vitest';
import type { StoringSource } from './states.service.js';
import { pendingReason, type PendingContext } from './tracker.service.js';

const MINUTE = 60_000;

describe('pendingReason', () => {
  // Georgia Evening of 11/26/2025: drawn 6:59 PM EST (23:59 UTC), due about 15 minutes later.
  const result = { state: 'GA', expectedDate: '2025-11-26', drawTime: 'EVE' as const };
  const at = drawInstant('GA', '2025-11-26', 'EVE').getTime();
  const answering: StoringSource = {
    kind: 'official',
    failingSince: null,
    failure: null,
    checked: true,
  };
  const context = (over: Partial<PendingContext> = {}): PendingContext => ({
    now: new Date(at - 3 * 60 * MINUTE),
    latestStored: { date: '2025-11-26', drawTime: 'DAY' },
    source: answering,
    // The catch-all at 4:07 PM EST.
    nextTryAt: new Date('2025-11-26T21:07:00Z'),
    ...over,
  });

  /** Stale data: the newest stored draw is of 9/11, when the source stopped answering. */
  const failingSinceSeptember = () =>
    context({
      latestStored: { date: '2025-09-11', drawTime: 'EVE' },
      source: {
        kind: 'official',
        failingSince: new Date('2025-09-11T23:07:00Z'),
        failure: 'unreachable',
        checked: true,
      },
    });

  it('names the draw it waits for and when results usually arrive, while the source answers', () => {
    expect(pendingReason(result, context())).toBe(
      'Waiting for the Evening draw of 11/26/2025 at 6:59 PM EST. Results usually arrive by 7:14 PM EST.',
    );
    // Drawn, not stored yet, still before its usual time.
    expect(pendingReason(result, context({ now: new Date(at + 5 * MINUTE) }))).toBe(
      'Waiting for the Evening draw of 11/26/2025: drawn at 6:59 PM EST, its result is not stored yet. Results usually arrive by 7:14 PM EST.',
    );
  });

  it('says when a late result is tried next', () => {
    const text = pendingReason(
      result,
      context({ now: new Date(at + 40 * MINUTE), nextTryAt: new Date(at + 65 * MINUTE) }),
    );
    expect(text).toMatch(
      /its result is not stored yet\. It is later than usual; next try 8:04 PM EST\.$/,
    );
  });

  it("names the failing source, since when, and the next try (the state's stale data)", () => {
    const stale = failingSinceSeptember();
    expect(pendingReason(result, stale)).toBe(
      "Waiting for the Evening draw of 11/26/2025 at 6:59 PM EST. Georgia's source has not answered since 9/11/2025 7:07 PM EDT; next try 4:07 PM EST.",
    );
    const erring = { ...stale.source!, failure: 'error-status' as const };
    expect(pendingReason(result, { ...stale, source: erring })).toMatch(
      /Georgia's source has answered with an error since 9\/11\/2025 7:07 PM EDT; next try 4:07 PM EST\.$/,
    );
    const changed = { ...stale.source!, failure: 'changed' as const };
    expect(pendingReason(result, { ...stale, source: changed })).toMatch(
      /sent a page we cannot read since 9\/11\/2025/,
    );
  });

  it('names the newest stored draw when the data is stale although the source answers', () => {
    const text = pendingReason(
      result,
      context({ latestStored: { date: '2025-09-11', drawTime: 'EVE' } }),
    );
    expect(text).toMatch(
      /\. Georgia's newest stored draw is from 9\/11\/2025; next try 4:07 PM EST\.$/,
    );
  });

  it('says when the source never ran, and when there is none', () => {
    expect(pendingReason(result, context({ source: { ...answering, checked: false } }))).toMatch(
      /Georgia's source has not been checked since the history was imported; next try 4:07 PM EST\.$/,
    );
    expect(pendingReason(result, context({ source: null }))).toMatch(
      /No source of Georgia results is set up/,
    );
  });

  it('dates a next try that falls on another day', () => {
    const text = pendingReason(
      result,
      context({
        now: new Date(at + 5 * 60 * MINUTE),
        nextTryAt: new Date(at + 6 * 60 * MINUTE),
      }),
    );
    expect(text).toMatch(/next try 11\/27\/2025 12:59 AM EST\.$/);
  });

  it('says a draw is a hole when later draws are stored', () => {
    const text = pendingReason(
      result,
      context({
        now: new Date(at + 3 * 86_400_000),
        latestStored: { date: '2025-11-28', drawTime: 'DAY' },
      }),
    );
    expect(text).toBe(
      'The Evening draw of 11/26/2025 is missing from the stored history (later draws are stored), so this result cannot settle until it is added.',
    );
  });

  it('speaks Spanish to a Spanish page, dates and clock times included', () => {
    const text = pendingReason(result, failingSinceSeptember(), 'es');
    expect(text).toMatch(/^Espera el sorteo Tarde del 26\/11\/2025 a las 6:59/);
    expect(text).toMatch(
      /La fuente de Georgia no responde desde 11\/9\/2025 7:07.*; próximo intento: 4:07/,
    );
    expect(text).not.toMatch(/Waiting|source/);
    expect(pendingReason(result, context(), 'es')).toMatch(
      /Los resultados suelen llegar antes de las 7:14/,
    );
  });
});
