// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { analysisQueryOptions } from '../features/analysis/api/get-lottery-analysis.js';
import { recentDrawsQueryOptions } from '../features/header/api/get-recent-draws.js';
import { firstViewKeys } from './first-view-keys.js';
import { createQueryClient } from '../lib/query-client.js';
import { readFirstView, seedFirstView } from '../lib/first-view.js';
import { statesQueryOptions } from '../lib/get-states.js';

const AT = Date.UTC(2026, 8, 11, 17, 0);
const STATES = { states: [{ code: 'GA', name: 'Georgia', lastDate: '2026-09-11' }] };
const WEEK = { draws: [{ date: '2026-09-11', drawTime: 'DAY', number: '521' }] };
const ANALYSIS = { draws: [{ date: '2026-09-11' }], window: { size: 1 } };

function pageWith(view: unknown): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'pick3-first-view';
  script.textContent = typeof view === 'string' ? view : JSON.stringify(view);
  document.body.append(script);
}

const view = {
  at: AT,
  state: 'GA',
  answers: [
    { url: '/api/states', body: STATES },
    // The server's parameter order need not be the app's.
    { url: '/api/draws?to=2026-09-11&from=2026-09-05&state=GA', body: WEEK },
    {
      url: '/api/lottery-analysis?state=GA&limit=730&timeFilter=all&digitFilter=all-numbers&windowSize=1500&isBoxMode=true',
      body: ANALYSIS,
    },
    { url: '/api/pools/1-1', body: { unused: true } },
  ],
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the first view the server inlines', () => {
  it("files each answer under the app's own query for it, as old as the server's read", () => {
    pageWith(view);
    const read = readFirstView();
    expect(read).toEqual(view);
    // Read once: the element is gone, so a second start asks the API.
    expect(document.getElementById('pick3-first-view')).toBeNull();
    expect(readFirstView()).toBeUndefined();

    const client = createQueryClient();
    expect(seedFirstView(client, read!, firstViewKeys(read!, ''))).toBe(3);
    expect(client.getQueryData(statesQueryOptions.queryKey)).toEqual(STATES);
    expect(client.getQueryData(recentDrawsQueryOptions('GA', '2026-09-11').queryKey)).toEqual(WEEK);
    const analysisKey = analysisQueryOptions({
      state: 'GA',
      limit: 730,
      timeFilter: 'all',
      digitFilter: 'all-numbers',
      windowSize: 1500,
      isBoxMode: true,
    }).queryKey;
    expect(client.getQueryData(analysisKey)).toEqual(ANALYSIS);
    expect(client.getQueryState(analysisKey)?.dataUpdatedAt).toBe(AT);
  });

  it('keeps what the cache already holds, and files nothing under another request', () => {
    const client = createQueryClient();
    client.setQueryData(statesQueryOptions.queryKey, { states: [] });
    const other = { ...view, answers: [view.answers[0]!, view.answers[3]!] };
    expect(seedFirstView(client, other, firstViewKeys(other, ''))).toBe(0);
    expect(client.getQueryData(statesQueryOptions.queryKey)).toEqual({ states: [] });
  });

  it('reads nothing from a page cut short', () => {
    pageWith('{"at":1,"state":"GA","answers":[{"url":"/api/sta');
    expect(readFirstView()).toBeUndefined();
  });
});
