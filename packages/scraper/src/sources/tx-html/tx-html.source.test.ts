import { describe, expect, it } from 'vitest';
import { expectSourceError } from '../../testing/expect-source-error.js';
import { readFixture } from '../../testing/fixtures.js';
import { parseTxHtml, txHtmlSource } from './tx-html.source.js';

const gamePage2023 = readFixture('tx/texaslottery_pick3_winning_numbers_dom_2023-01-14.html');
const pastPage2023 = readFixture('tx/texaslottery_pick3_past_winning_numbers_dom_2023-01-14.html');
const gamePage2020 = readFixture('tx/texaslottery_pick3_game_page_2020-12-17.html');

const byKey = (draws: { date: string; drawTime: string; number: string }[]) =>
  new Map(draws.map((draw) => [`${draw.date} ${draw.drawTime}`, draw.number]));

describe('parseTxHtml on saved Texas pages', () => {
  it('reads the 2023 game page table (155 dates) and skips the draws not held yet', () => {
    const draws = parseTxHtml(gamePage2023);
    // 155 dated rows (FIXTURES.md says 158; the table has 156 <tr> including the header).
    // 01/14/2023 was captured after the Morning draw: Day, Evening and Night cells are &nbsp;.
    expect(draws).toHaveLength(155 * 4 - 3);
    expect(draws[0]?.date).toBe('2022-07-19');
    expect(draws.at(-1)).toEqual({
      state: 'TX',
      date: '2023-01-14',
      drawTime: 'MORN',
      number: '676',
      extraBall: '9',
    });
    const keyed = byKey(draws);
    expect(['MORN', 'DAY', 'EVE', 'NITE'].map((time) => keyed.get(`2023-01-13 ${time}`))).toEqual([
      '677',
      '708',
      '263',
      '992',
    ]);
  });

  it('never reads a Fireball cell as a number: it is kept beside its draw', () => {
    // 01/14/2023 Morning is 6 - 7 - 6 with Fireball 9: exactly one draw that day.
    const draws = parseTxHtml(gamePage2023).filter((draw) => draw.date === '2023-01-14');
    expect(draws).toEqual([
      { state: 'TX', date: '2023-01-14', drawTime: 'MORN', number: '676', extraBall: '9' },
    ]);
    // Every draw of the real pages has its Fireball (TX has drawn one since 2019).
    expect(parseTxHtml(gamePage2023).every((d) => /^[0-9]$/.test(d.extraBall ?? ''))).toBe(true);
    expect(parseTxHtml(gamePage2020).every((d) => /^[0-9]$/.test(d.extraBall ?? ''))).toBe(true);
  });

  it('reads the past-numbers page whose header row sits in <tbody>, agreeing with the game page', () => {
    const past = parseTxHtml(pastPage2023);
    expect(past).toHaveLength(12 * 4 - 3);
    expect(past[0]?.date).toBe('2023-01-02');
    const game = byKey(parseTxHtml(gamePage2023));
    for (const draw of past) expect(game.get(`${draw.date} ${draw.drawTime}`)).toBe(draw.number);
  });

  it('reads the full 2020 server page (with <head> and tab-indented Fireballs)', () => {
    const draws = parseTxHtml(gamePage2020);
    expect(draws).toHaveLength(154 * 4);
    expect(draws[0]?.date).toBe('2020-06-22');
    const keyed = byKey(draws);
    expect(['MORN', 'DAY', 'EVE', 'NITE'].map((time) => keyed.get(`2020-12-17 ${time}`))).toEqual([
      '723',
      '925',
      '562',
      '112',
    ]);
    expect(keyed.get('2020-12-16 MORN')).toBe('196');
  });
});

describe('parseTxHtml on broken pages', () => {
  it('a page without the table is LAYOUT_CHANGED', () => {
    const withoutTable = gamePage2023.replace(
      /<table class="large-only[\s\S]*?<\/table>/,
      '<p>We are updating this page.</p>',
    );
    expectSourceError(() => parseTxHtml(withoutTable), 'LAYOUT_CHANGED');
    expectSourceError(() => parseTxHtml(''), 'LAYOUT_CHANGED');
  });

  it('a table whose header no longer names the draw times is LAYOUT_CHANGED', () => {
    const renamed = pastPage2023.replace(/<th>(\w+) Winning Numbers<\/th>/g, '<th>$1 Result</th>');
    expectSourceError(() => parseTxHtml(renamed), 'LAYOUT_CHANGED');
  });

  it('a table with the header and no rows is NO_RESULTS', () => {
    const empty =
      '<table class="large-only"><tr><th>Draw Date</th><th>Morning Winning Numbers</th><th>FIRE BALL</th></tr></table>';
    expectSourceError(() => parseTxHtml(empty), 'NO_RESULTS');
  });

  it('a malformed number cell is INVALID_ROW naming the row and column, and nothing is returned', () => {
    const broken = pastPage2023.replace('6 - 7 - 7&nbsp;', '6 - 7&nbsp;');
    const error = expectSourceError(() => parseTxHtml(broken), 'INVALID_ROW');
    expect(error.field).toBe('Morning Winning Numbers');
    expect(error.message).toContain('01/13/2023');
  });
});

describe('txHtmlSource', () => {
  it('is a backup for tx-csv and is not fetched by default', () => {
    expect(txHtmlSource.defaultEnabled).toBe(false);
    expect(
      txHtmlSource.requests({ baseUrl: 'http://127.0.0.1:9', now: new Date(), days: 1 })[0]?.url,
    ).toBe('http://127.0.0.1:9/export/sites/lottery/Games/Pick_3/Winning_Numbers/index.html');
  });
});
