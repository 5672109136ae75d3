import { bench, describe } from 'vitest';
import { applyFilters, explainFilters, type FilterSet } from './filters.js';
import { ALL_STRAIGHTS, BOX_KEYS } from '../numbers/numbers.js';

// Ten active items across kinds (target: applyFilters ≤ 0.2 ms over 1,000 numbers).
const TEN: Partial<FilterSet> = {
  position1: [3],
  position3: [7],
  highLow: ['HLH'],
  oddEven: ['OOO'],
  sum12: ['2,1'],
  numberSet: [4],
  binary: ['--/11/--'],
  row: ['C'],
  column: ['JJ'],
  pairsum: ['9/3,3'],
};

const options = { warmupIterations: 200, time: 1000 };

describe('applyFilters with 10 active items', () => {
  bench(
    '1,000 straights, straight mode (target ≤ 0.2 ms)',
    () => {
      applyFilters(ALL_STRAIGHTS, TEN, { mode: 'straight' });
    },
    options,
  );
  bench(
    '220 box keys, box mode (target ≤ 0.2 ms)',
    () => {
      applyFilters(BOX_KEYS, TEN, { mode: 'box' });
    },
    options,
  );
  bench(
    'explainFilters, 1,000 straights',
    () => {
      explainFilters(ALL_STRAIGHTS, TEN, { mode: 'straight' });
    },
    options,
  );
});
