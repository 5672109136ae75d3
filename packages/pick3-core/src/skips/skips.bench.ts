import { bench, describe } from 'vitest';
import { parseDrawsCsv } from '../csv/csv.js';
import { readHistory } from '../testing/shared-data.js';
import { skipsTable } from './skips.js';

// GA's whole history (over 21,000 draws), newest first as the database reads it (target ≤ 5 ms).
const draws = parseDrawsCsv(readHistory('GA-cash3.csv')).rows.reverse();
const options = { warmupIterations: 50, time: 1500 };

describe('skipsTable over a whole history', () => {
  bench(
    '220 box keys, window 730 (target ≤ 5 ms)',
    () => {
      skipsTable(draws, { mode: 'box', windowDraws: 730 });
    },
    options,
  );
  bench(
    '1,000 straights, Evening only (target ≤ 5 ms)',
    () => {
      skipsTable(draws, { mode: 'straight', drawTime: 'EVE' });
    },
    options,
  );
});
