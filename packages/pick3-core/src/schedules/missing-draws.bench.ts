import { bench, describe } from 'vitest';
import { parseDrawsCsv } from '../csv/csv.js';
import { readHistory } from '../testing/shared-data.js';
import { missingDraws } from './missing-draws.js';

// GA's whole history (over 21,000 draws since 1990, three draw times) against its schedule.
const draws = parseDrawsCsv(readHistory('GA-cash3.csv')).rows;
const options = { warmupIterations: 5, time: 1500 };

describe('missingDraws over a whole history', () => {
  bench(
    'GA, every draw time (target ≤ 50 ms)',
    () => {
      missingDraws('GA', draws);
    },
    options,
  );
});
