import { bench, describe } from 'vitest';
import { parseDrawsCsv } from '../csv/csv.js';
import { readHistory } from '../testing/shared-data.js';
import { lookupNumber } from './lookup.js';

// GA's whole history (over 21,000 draws), newest first as the database reads it (target ≤ 5 ms).
const draws = parseDrawsCsv(readHistory('GA-cash3.csv')).rows.reverse();
const options = { warmupIterations: 50, time: 1500 };

describe('lookupNumber over a whole history', () => {
  bench(
    'GA, 610, all draw times (target ≤ 5 ms)',
    () => {
      lookupNumber(draws, '610');
    },
    options,
  );
  bench(
    'GA, 118, Evening only (target ≤ 5 ms)',
    () => {
      lookupNumber(draws, '118', { drawTime: 'EVE' });
    },
    options,
  );
});
