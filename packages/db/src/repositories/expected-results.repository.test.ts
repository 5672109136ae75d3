import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as expectedResultsRepository from './expected-results.repository.js';

const pending = {
  sessionId: 'permanent-pool-1-1',
  visitorId: 'v1',
  state: 'GA',
  expectedDate: '2025-07-04',
  drawTime: 'EVE' as const,
  remainingNumbers: ['016', '123'],
};

describeEachDriver('expectedResultsRepository', (t) => {
  it('records a pending result once per session, date and draw time', async () => {
    const first = await expectedResultsRepository.insertPending(t.db(), pending);
    expect(first.created).toBe(true);
    expect(first.result).toMatchObject({
      sessionId: 'permanent-pool-1-1',
      visitorId: 'v1',
      expectedDate: '2025-07-04',
      drawTime: 'EVE',
      matchStatus: 'pending',
      winnerNumber: null,
      notificationSent: false,
      remainingNumbers: ['016', '123'],
    });
    const second = await expectedResultsRepository.insertPending(t.db(), {
      ...pending,
      remainingNumbers: ['999'],
    });
    expect(second).toEqual({ result: first.result, created: false });
    await expectedResultsRepository.insertPending(t.db(), { ...pending, drawTime: 'NITE' });
    await expectedResultsRepository.insertPending(t.db(), {
      ...pending,
      sessionId: 'permanent-pool-2-2',
    });
    expect(
      await expectedResultsRepository.listBySession(t.db(), 'permanent-pool-1-1'),
    ).toHaveLength(2);
  });

  it('lists a session newest draw first', async () => {
    for (const [date, time] of [
      ['2025-07-03', 'NITE'],
      ['2025-07-04', 'DAY'],
      ['2025-07-04', 'NITE'],
      ['2025-07-04', 'EVE'],
    ] as const) {
      await expectedResultsRepository.insertPending(t.db(), {
        ...pending,
        expectedDate: date,
        drawTime: time,
      });
    }
    const list = await expectedResultsRepository.listBySession(t.db(), pending.sessionId);
    expect(list.map((r) => `${r.expectedDate} ${r.drawTime}`)).toEqual([
      '2025-07-04 NITE',
      '2025-07-04 EVE',
      '2025-07-04 DAY',
      '2025-07-03 NITE',
    ]);
  });

  it('settles pending results: win when the winner box key is in the set, loss otherwise, once', async () => {
    await expectedResultsRepository.insertPending(t.db(), pending);
    await expectedResultsRepository.insertPending(t.db(), { ...pending, drawTime: 'NITE' });
    await expectedResultsRepository.insertPending(t.db(), {
      ...pending,
      drawTime: 'DAY',
      state: 'TX',
      sessionId: 'tx',
    });
    const settled = await expectedResultsRepository.matchPending(t.db(), 'GA', [
      { date: '2025-07-04', drawTime: 'EVE', number: '610' },
      { date: '2025-07-04', drawTime: 'NITE', number: '555' },
      { date: '2025-07-04', drawTime: 'DAY', number: '123' },
    ]);
    expect(settled.map((r) => [r.drawTime, r.matchStatus, r.winnerNumber])).toEqual(
      expect.arrayContaining([
        ['EVE', 'win', '610'],
        ['NITE', 'loss', '555'],
      ]),
    );
    expect(settled).toHaveLength(2);
    // TX's pending result is another state's draw: untouched.
    expect((await expectedResultsRepository.listBySession(t.db(), 'tx'))[0]?.matchStatus).toBe(
      'pending',
    );
    // Matching again changes nothing.
    expect(
      await expectedResultsRepository.matchPending(t.db(), 'GA', [
        { date: '2025-07-04', drawTime: 'EVE', number: '999' },
      ]),
    ).toEqual([]);
    expect(await expectedResultsRepository.matchPending(t.db(), 'GA', [])).toEqual([]);
  });

  it('settles across many dates in one call', async () => {
    const draws = [];
    for (let day = 1; day <= 400; day++) {
      const date = new Date(Date.UTC(2024, 0, day)).toISOString().slice(0, 10);
      await expectedResultsRepository.insertPending(t.db(), { ...pending, expectedDate: date });
      draws.push({ date, drawTime: 'EVE' as const, number: day % 2 === 0 ? '321' : '999' });
    }
    const settled = await expectedResultsRepository.matchPending(t.db(), 'GA', draws);
    expect(settled).toHaveLength(400);
    expect(settled.filter((r) => r.matchStatus === 'win')).toHaveLength(200);
  });

  it('marks a result as notified', async () => {
    const { result } = await expectedResultsRepository.insertPending(t.db(), pending);
    await expectedResultsRepository.markNotificationSent(t.db(), result.id);
    expect(
      (await expectedResultsRepository.listBySession(t.db(), pending.sessionId))[0]
        ?.notificationSent,
    ).toBe(true);
  });
});
