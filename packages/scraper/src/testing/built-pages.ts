// Pages built for tests in the layouts of real saved responses, filled with real draws of the bundled
// history: LotteryUSA's results table (the markup of the saved New York excerpt, one row per draw)
// and data.ny.gov's CSV export (the saved export's header). They are built, not captured: the
// parsers are proven on the saved bytes themselves; these only give the end-to-end paths (backfill,
// cross-check, hand-over) as many real draws as they need.
import type { StateDraw } from '@pick3/core';
import { readFixture } from './fixtures.js';

const EXCERPT = readFixture('lotteryusa/new-york-numbers_2026-07-16_excerpt.html');
/** The first draw row of the saved page, as its template. */
const ROW = /<tr class="[^"]*c-draw-card">[\s\S]*?<\/tr>/.exec(EXCERPT)![0];
const TABLE_START = EXCERPT.slice(0, EXCERPT.indexOf('<tr'));
const TABLE_END = EXCERPT.slice(EXCERPT.lastIndexOf('</tr>') + '</tr>'.length);

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const DAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');

/** One row of the saved layout for one draw ("Thursday," / "Jul 16, 2026", three balls). */
function row(draw: Pick<StateDraw, 'date' | 'number'>): string {
  const [y, m, d] = draw.date.split('-').map(Number) as [number, number, number];
  const weekday = DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
  let out = ROW.replace(/(draw-date-dow">)[^<]*/, `$1${weekday},`).replace(
    /(draw-date-sub">)[^<]*/,
    `$1${MONTHS[m - 1]} ${d}, ${y}`,
  );
  let ball = 0;
  out = out.replace(
    /(<li class="c-ball c-ball--sm">)\d(<\/li>)/g,
    (_, open: string, close: string) => {
      const digit = draw.number[ball++] ?? '';
      return `${open}${digit}${close}`;
    },
  );
  return out;
}

/** A LotteryUSA results page in the saved page's markup listing these draws, newest first. */
export function lotteryUsaPage(draws: readonly Pick<StateDraw, 'date' | 'number'>[]): string {
  const newestFirst = [...draws].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return TABLE_START + newestFirst.map(row).join('\n  ') + TABLE_END;
}

const NY_EXPORT_HEADER = readFixture('ny/data_ny_gov_hsys-3def_export_slice.csv').split('\n')[0]!;

/** data.ny.gov's CSV export (the saved export's header and layout) for these NY draws. */
export function nyExportCsv(draws: readonly StateDraw[]): string {
  const byDate = new Map<string, { DAY?: string; EVE?: string }>();
  for (const draw of draws) {
    const day = byDate.get(draw.date) ?? {};
    day[draw.drawTime as 'DAY' | 'EVE'] = draw.number;
    byDate.set(draw.date, day);
  }
  const lines = [...byDate].map(([date, day]) => {
    const us = `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
    return `${us},${day.DAY ?? ''},,${day.EVE ?? ''},,,,,,,,,`;
  });
  return [NY_EXPORT_HEADER, ...lines].join('\n') + '\n';
}
