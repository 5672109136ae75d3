import { describe, expect, it } from 'vitest';
import { HOME_URL_DEFAULTS, homeUrlSearch, parseHomeUrlState, sameHomeView } from './url-state.js';

describe('parseHomeUrlState', () => {
  it('reads every field of a shared link', () => {
    expect(parseHomeUrlState('?state=GA&time=Eve&digits=doubles&limit=100&mode=straight')).toEqual({
      currentState: 'GA',
      timeFilter: 'Eve',
      digitFilter: 'doubles',
      drawLimit: 100,
      isBoxMode: false,
    });
  });

  it('accepts hand-typed case and clamps the limit to 1–730', () => {
    expect(parseHomeUrlState('?state=ga&time=EVE&mode=BOX&limit=5000')).toEqual({
      currentState: 'GA',
      timeFilter: 'Eve',
      isBoxMode: true,
      drawLimit: 730,
    });
    expect(parseHomeUrlState('?limit=0').drawLimit).toBe(1);
  });

  it('leaves out what it cannot read instead of guessing', () => {
    expect(parseHomeUrlState('?state=ZZ&time=noon&digits=quads&limit=1e3&mode=combo')).toEqual({});
    expect(parseHomeUrlState('')).toEqual({});
  });
});

describe('homeUrlSearch', () => {
  it('writes the state always and only the settings that differ from a fresh visit', () => {
    expect(homeUrlSearch({ currentState: 'TX', ...HOME_URL_DEFAULTS })).toBe('?state=TX');
    expect(
      homeUrlSearch({
        currentState: 'GA',
        timeFilter: 'Eve',
        digitFilter: 'singles',
        drawLimit: 100,
        isBoxMode: false,
      }),
    ).toBe('?state=GA&time=Eve&digits=singles&limit=100&mode=straight');
  });

  it('round-trips through parseHomeUrlState', () => {
    const view = {
      currentState: 'NY',
      timeFilter: 'identical-repeats',
      digitFilter: 'triples',
      drawLimit: 42,
      isBoxMode: false,
    } as const;
    expect(parseHomeUrlState(homeUrlSearch(view))).toEqual(view);
  });
});

describe('sameHomeView', () => {
  it('ignores parameter order and spelled-out defaults', () => {
    expect(sameHomeView('?limit=100&state=GA', '?state=GA&limit=100&mode=box')).toBe(true);
    expect(sameHomeView('?state=GA', '?state=GA&limit=100')).toBe(false);
    expect(sameHomeView('', '?state=TX')).toBe(false);
  });
});
