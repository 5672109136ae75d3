import { describe, expect, it } from 'vitest';
import { emptyFilterSet } from '@pick3/core';
import {
  HOME_VIEW_DEFAULTS,
  homeViewSearch,
  readHomeView,
  type HomeView,
} from './home-view-url.js';

const fresh = (state: string): HomeView => ({ currentState: state, ...HOME_VIEW_DEFAULTS });

describe('readHomeView (URL -> view)', () => {
  it('reads every field of a shared link', () => {
    const { view, unread } = readHomeView(
      '?state=GA&time=Eve&digits=doubles&limit=100&mode=straight&position1=0&position1=5&highLow=LLH',
      'TX',
    );
    expect(view).toEqual({
      currentState: 'GA',
      timeFilter: 'Eve',
      digitFilter: 'doubles',
      drawLimit: 100,
      isBoxMode: false,
      filters: { ...emptyFilterSet(), position1: [0, 5], highLow: ['LLH'] },
    });
    expect(unread).toEqual([]);
  });

  it('a bare address is the reader default state with the usual settings', () => {
    expect(readHomeView('', 'NY')).toEqual({ view: fresh('NY'), unread: [] });
    // Parameters of other things (the language) are not the view's.
    expect(readHomeView('?lang=es', 'NY')).toEqual({ view: fresh('NY'), unread: [] });
  });

  it('accepts hand-typed case and clamps the limit to 1–730', () => {
    const { view } = readHomeView('?state=ga&time=EVE&mode=BOX&limit=5000', 'TX');
    expect(view).toMatchObject({ currentState: 'GA', timeFilter: 'Eve', isBoxMode: true });
    expect(view.drawLimit).toBe(730);
    expect(readHomeView('?limit=0', 'TX').view.drawLimit).toBe(1);
  });

  it('falls back to the default for each value it cannot read, and names each one', () => {
    const { view, unread } = readHomeView(
      '?state=ZZ&time=noon&digits=quads&limit=1e3&mode=combo&position2=3&position2=x&oddEven=QQQ',
      'TX',
    );
    expect(view).toEqual({
      ...fresh('TX'),
      filters: { ...emptyFilterSet(), position2: [3] },
    });
    expect(unread).toEqual([
      { param: 'state', value: 'ZZ' },
      { param: 'time', value: 'noon' },
      { param: 'digits', value: 'quads' },
      { param: 'limit', value: '1e3' },
      { param: 'mode', value: 'combo' },
      { param: 'position2', value: 'x' },
      { param: 'oddEven', value: 'QQQ' },
    ]);
  });

  it('never throws on what a link can hold', () => {
    for (const search of ['?state=', '?limit=-1', '?%E0%A4%A=1', '?time&digits', '?state=G%00A']) {
      expect(() => readHomeView(search, 'TX')).not.toThrow();
      expect(readHomeView(search, 'TX').view.currentState).toBe('TX');
    }
  });
});

describe('homeViewSearch (view -> URL)', () => {
  it('writes the state always and only the settings that differ from a fresh visit', () => {
    expect(homeViewSearch(fresh('TX'))).toBe('?state=TX');
    expect(
      homeViewSearch({
        currentState: 'GA',
        timeFilter: 'Eve',
        digitFilter: 'singles',
        drawLimit: 100,
        isBoxMode: false,
        filters: emptyFilterSet(),
      }),
    ).toBe('?state=GA&time=Eve&digits=singles&limit=100&mode=straight');
  });

  it('keeps the parameters that are not the view, and replaces the ones that are', () => {
    expect(homeViewSearch(fresh('GA'), '?lang=es&state=ZZ&time=noon')).toBe('?lang=es&state=GA');
  });

  it('round-trips through readHomeView', () => {
    const view: HomeView = {
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
    expect(readHomeView(homeViewSearch(view), 'TX')).toEqual({ view, unread: [] });
  });
});
