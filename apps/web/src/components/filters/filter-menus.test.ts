import { describe, expect, it } from 'vitest';
import { PAIRSUM_GROUPS, emptyFilterSet } from '@pick3/core';
import { allItemsOn, clearNumberFilters, numberFilterCount, setAllItems } from './filter-menus.js';

describe('filter menu helpers', () => {
  it('Turn ON All selects the 15 pairsums and Turn OFF All none', () => {
    const on = setAllItems(emptyFilterSet(), 'pairsum', true);
    expect(on.pairsum).toEqual([...PAIRSUM_GROUPS]);
    expect(allItemsOn(on, 'pairsum')).toBe(true);
    const off = setAllItems(on, 'pairsum', false);
    expect(off.pairsum).toEqual([]);
    expect(allItemsOn(off, 'pairsum')).toBe(false);
  });

  it('Clear All empties the number filters and keeps the pairsums', () => {
    const filters = {
      ...emptyFilterSet(),
      position1: [1],
      row: ['A'],
      binary: ['00/--/--'],
      pairsum: ['6/3,3'],
    };
    expect(numberFilterCount(filters)).toBe(3);
    const cleared = clearNumberFilters(filters);
    expect(numberFilterCount(cleared)).toBe(0);
    expect(cleared.pairsum).toEqual(['6/3,3']);
  });
});
