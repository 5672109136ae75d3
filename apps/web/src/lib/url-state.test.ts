import { emptyFilterSet } from '@pick3/core';
import type { HomeUrlState } from './url-state.js';
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

  it('keeps only known filter values, and names no filters when the link has none', () => {
    const filters = parseHomeUrlState('?position2=3&position2=x&oddEven=OOO&oddEven=QQQ').filters;
    expect(filters?.position2).toEqual([3]);
    expect(filters?.oddEven).toEqual(['OOO']);
    expect(filters?.highLow).toEqual([]);
    expect(parseHomeUrlState('?state=GA').filters).toBeUndefined();
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
        filters: emptyFilterSet(),
      }),
    ).toBe('?state=GA&time=Eve&digits=singles&limit=100&mode=straight');
  });

  it('round-trips through parseHomeUrlState', () => {
    const view: HomeUrlState = {
      currentState: 'NY',
      timeFilter: 'identical-repeats',
      digitFilter: 'triples',
      drawLimit: 42,
      isBoxMode: false,
      filters: {
        ...emptyFilterSet(),
        position1: [0, 5],
        highLow: ['LLH'],
        sum12: ['1,2'],
        binary: ['00/--/--'],
        pairsum: ['10/1,1'],
        numberSet: [11],
      },
    };
    expect(parseHomeUrlState(homeUrlSearch(view))).toEqual(view);
  });

  it('carries the number filters as one repeated parameter per kind', () => {
    const search = homeUrlSearch({
      currentState: 'TX',
      ...HOME_URL_DEFAULTS,
      filters: { ...emptyFilterSet(), position1: [0, 5], column: ['JJ'] },
    });
    expect(search).toBe('?state=TX&position1=0&position1=5&column=JJ');
  });
});

describe('sameHomeView', () => {
  it('ignores parameter order and spelled-out defaults', () => {
    expect(sameHomeView('?limit=100&state=GA', '?state=GA&limit=100&mode=box')).toBe(true);
    expect(sameHomeView('?state=GA', '?state=GA&limit=100')).toBe(false);
    expect(sameHomeView('', '?state=TX')).toBe(false);
    expect(sameHomeView('?state=GA&highLow=LLH', '?highLow=LLH&state=GA')).toBe(true);
    expect(sameHomeView('?state=GA&highLow=LLH', '?state=GA')).toBe(false);
  });
});
