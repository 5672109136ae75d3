import { describe, expect, it, vi } from 'vitest';
import {
  FROM_CACHE_HEADER,
  answerKey,
  cachedAnswerSentAt,
  noteAnswerSource,
  subscribeAnswerSources,
} from './offline-source.js';

const SENT = 'Mon, 23 Nov 2026 16:05:00 GMT';

describe('offline answer sources', () => {
  it('keys a URL by path and sorted parameters', () => {
    expect(answerKey('/api/pools/1-1?state=GA&drawTime=EVE')).toBe(
      answerKey('/api/pools/1-1?drawTime=EVE&state=GA'),
    );
    expect(answerKey('/api/states')).toBe('/api/states');
  });

  it("records a cached answer's sending time, and a network answer clears it", () => {
    const listener = vi.fn();
    const stop = subscribeAnswerSources(listener);
    const url = '/api/lottery-analysis?state=TX&limit=730';
    noteAnswerSource(url, new Headers({ [FROM_CACHE_HEADER]: '1', date: SENT }));
    expect(cachedAnswerSentAt('/api/lottery-analysis?limit=730&state=TX')).toBe(Date.parse(SENT));
    // Another answer is not marked (the same state with another limit; no other test notes it).
    expect(cachedAnswerSentAt('/api/lottery-analysis?state=TX&limit=729')).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(1);

    noteAnswerSource(url, new Headers({ date: SENT }));
    expect(cachedAnswerSentAt(url)).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
    // Nothing changed: nobody is told.
    noteAnswerSource(url, new Headers({ date: SENT }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps a cached answer without a readable date as unknown time', () => {
    noteAnswerSource('/api/states', new Headers({ [FROM_CACHE_HEADER]: '1' }));
    expect(cachedAnswerSentAt('/api/states')).toBeNaN();
    noteAnswerSource('/api/states', new Headers());
  });
});
