import type { StateDraw } from '@pick3/core';
import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as drawReportsRepository from './draw-reports.repository.js';
import * as drawsRepository from './draws.repository.js';

const d = (date: string, drawTime: StateDraw['drawTime'], number: string): StateDraw => ({
  state: 'GA',
  date,
  drawTime,
  number,
});

describeEachDriver('drawReportsRepository', (t) => {
  it('keeps one report per source and draw, the latest value, and names who reported a draw', async () => {
    await drawReportsRepository.record(t.db(), [d('2026-09-10', 'EVE', '123')], {
      source: 'ga-api',
      kind: 'official',
    });
    await drawReportsRepository.record(
      t.db(),
      [d('2026-09-10', 'EVE', '123'), d('2026-09-10', 'EVE', '999')],
      { source: 'ga-lotteryusa', kind: 'aggregate' },
    );
    expect(
      await drawReportsRepository.reportsOf(t.db(), {
        state: 'GA',
        date: '2026-09-10',
        drawTime: 'EVE',
      }),
    ).toEqual([
      { source: 'ga-api', kind: 'official', number: '123' },
      { source: 'ga-lotteryusa', kind: 'aggregate', number: '123' },
    ]);
  });

  it('counts agreement per source, the newest draw each reported, and confirmed draws', async () => {
    const official = [
      d('2026-09-09', 'EVE', '111'),
      d('2026-09-10', 'DAY', '222'),
      d('2026-09-10', 'EVE', '333'),
    ];
    await drawsRepository.upsertDraws(t.db(), official, { source: 'ga-api', kind: 'official' });
    await drawReportsRepository.record(t.db(), official, { source: 'ga-api', kind: 'official' });
    await drawReportsRepository.record(
      t.db(),
      [d('2026-09-09', 'EVE', '111'), d('2026-09-10', 'DAY', '223')],
      { source: 'ga-lotteryusa', kind: 'aggregate' },
    );
    expect(await drawReportsRepository.agreementPerSource(t.db())).toEqual([
      { source: 'ga-api', agreed: 1, disagreed: 1 },
      { source: 'ga-lotteryusa', agreed: 1, disagreed: 1 },
    ]);
    expect(await drawReportsRepository.newestPerSource(t.db())).toEqual([
      { source: 'ga-api', date: '2026-09-10', drawTime: 'EVE' },
      { source: 'ga-lotteryusa', date: '2026-09-10', drawTime: 'DAY' },
    ]);
    expect(await drawReportsRepository.confirmedCount(t.db(), 'GA')).toBe(1);
  });
});
