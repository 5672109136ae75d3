import { bench, describe } from 'vitest';
import { analyze } from './analysis.js';
import { parseDrawsCsv } from '../csv/csv.js';
import { classify } from '../patterns/patterns.js';
import { ALL_STRAIGHTS } from '../numbers/numbers.js';
import { readHistory } from '../testing/shared-data.js';

// A 1,500-draw window of the real GA history (targets: analyze ≤ 2 ms, classify-all ≤ 0.5 ms).
const window = parseDrawsCsv(readHistory('GA-cash3.csv')).rows.slice(-1500);
const shuffled = [...window].sort((a, b) => (a.number < b.number ? -1 : 1));
// Enough warm-up for the JIT to settle, so the median measures the optimised code.
const options = { warmupIterations: 200, time: 1500 };

describe('analyze over a 1,500-draw window', () => {
  bench(
    'box mode, limit 730 (target ≤ 2 ms)',
    () => {
      analyze(window, { limit: 730 });
    },
    options,
  );
  bench(
    'straight mode, limit 730 (target ≤ 2 ms)',
    () => {
      analyze(window, { limit: 730, isBoxMode: false });
    },
    options,
  );
  bench(
    'box mode, repeats, unsorted input (target ≤ 2 ms)',
    () => {
      analyze(shuffled, { limit: 730, timeFilter: 'repeats' });
    },
    options,
  );
});

describe('classify', () => {
  bench(
    'all 1,000 numbers, box mode (target ≤ 0.5 ms)',
    () => {
      for (const s of ALL_STRAIGHTS) classify(s, { mode: 'box' });
    },
    options,
  );
  bench(
    'all 1,000 numbers, straight mode (target ≤ 0.5 ms)',
    () => {
      for (const s of ALL_STRAIGHTS) classify(s, { mode: 'straight' });
    },
    options,
  );
});
