import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  applyFilters,
  emptyFilterSet,
  explainFilters,
  FILTER_KINDS,
  FILTER_OPTIONS,
  matchesFilters,
  normaliseFilterSet,
  toggleFilterItem,
  type FilterKind,
  type FilterSet,
} from './filters.js';
import { ALL_STRAIGHTS, BOX_KEYS, columnOf, rowOf, toBoxKey } from '../numbers/numbers.js';
import { classify, type Mode } from '../patterns/patterns.js';
import { defaultTables, validateTable } from '../tables/tables.js';

/** Whether `number` matches one filter item, by the rules (through classify), not the bit masks. */
function ruleMatches(
  number: string,
  kind: FilterKind,
  value: string | number,
  mode: Mode,
): boolean {
  const shown = mode === 'box' ? toBoxKey(number) : number;
  const c = classify(number, { mode });
  switch (kind) {
    case 'position1':
      return Number(shown[0]) === value;
    case 'position2':
      return Number(shown[1]) === value;
    case 'position3':
      return Number(shown[2]) === value;
    case 'highLow':
      return c.highLow === value;
    case 'oddEven':
      return c.oddEven === value;
    case 'sum12':
      return c.sum12 === value;
    case 'numberSet':
      return c.numberSet === value;
    case 'binary': {
      const want = String(value).split('/');
      const have = c.binary.slice(0, 8).split('/');
      return want.every((w, i) => w === '--' || w === have[i]);
    }
    case 'row':
      return rowOf(number) === value;
    case 'column':
      return columnOf(number) === value;
    case 'pairsum':
      return c.pairsum === value;
  }
}

const allItems = FILTER_KINDS.flatMap((kind) =>
  (FILTER_OPTIONS[kind] as readonly (string | number)[]).map((value) => ({ kind, value })),
);

describe('FILTER_OPTIONS', () => {
  it('offers every value of every kind of the spec', () => {
    expect(FILTER_KINDS).toEqual([
      'position1',
      'position2',
      'position3',
      'highLow',
      'oddEven',
      'sum12',
      'numberSet',
      'binary',
      'row',
      'column',
      'pairsum',
    ]);
    expect(FILTER_OPTIONS.position1).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(FILTER_OPTIONS.highLow).toHaveLength(8);
    expect(FILTER_OPTIONS.oddEven).toEqual([
      'EEE',
      'EEO',
      'EOE',
      'EOO',
      'OEE',
      'OEO',
      'OOE',
      'OOO',
    ]);
    expect(FILTER_OPTIONS.sum12).toEqual(['1,1', '1,2', '2,1', '2,2']);
    expect(FILTER_OPTIONS.numberSet).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(FILTER_OPTIONS.binary.slice(0, 5)).toEqual([
      '00/--/--',
      '01/--/--',
      '10/--/--',
      '11/--/--',
      '--/00/--',
    ]);
    expect(FILTER_OPTIONS.binary).toHaveLength(12);
    expect(FILTER_OPTIONS.row).toHaveLength(22);
    expect(FILTER_OPTIONS.column).toHaveLength(30);
    expect(FILTER_OPTIONS.pairsum).toHaveLength(15);
  });
});

describe('applyFilters, item by item, over every number', () => {
  it.each(['box', 'straight'] as const)(
    'each single item hides exactly the numbers it matches (%s mode)',
    (mode) => {
      const numbers = mode === 'box' ? BOX_KEYS : ALL_STRAIGHTS;
      for (const { kind, value } of allItems) {
        const kept = applyFilters(numbers, { [kind]: [value] }, { mode });
        expect(kept, `${kind} ${value}`).toEqual(
          numbers.filter((n) => !ruleMatches(n, kind, value, mode)),
        );
      }
    },
  );

  it('matches box keys through their box form in box mode, even when given straights', () => {
    expect(applyFilters(['610', '016'], { position1: [0] }, { mode: 'box' })).toEqual([]);
    expect(applyFilters(['610', '016'], { position1: [0] }, { mode: 'straight' })).toEqual(['610']);
  });

  it('removes the counts the rules give over box keys', () => {
    const removed = (f: Partial<FilterSet>): number => 220 - applyFilters(BOX_KEYS, f).length;
    expect(removed({ highLow: ['LLL'] })).toBe(35);
    expect(removed({ highLow: ['HLL'] })).toBe(0);
    expect(removed({ sum12: ['2,2'] })).toBe(70);
    expect(removed({ numberSet: [11] })).toBe(20);
    expect(removed({ row: ['A'] })).toBe(10);
    expect(removed({ row: ['AAA'] })).toBe(10);
    expect(removed({ column: ['BBB'] })).toBe(1);
    expect(removed({ pairsum: ['9/3,3'] })).toBe(8);
    expect(removed({ pairsum: [...FILTER_OPTIONS.pairsum] })).toBe(220);
    expect(removed({ highLow: ['LLL'], pairsum: ['12/3,3'] })).toBe(35);
  });

  it('keeps everything with no filter selected, and keeps input order and duplicates', () => {
    expect(applyFilters(BOX_KEYS, {})).toEqual(BOX_KEYS);
    expect(applyFilters(['999', '123', '999'], emptyFilterSet())).toEqual(['999', '123', '999']);
  });

  it('rejects bad numbers, naming the index', () => {
    expect(() => applyFilters(['123', '12a'], {})).toThrow(
      expect.objectContaining({ code: 'INVALID_NUMBER', field: 'numbers[1]' }),
    );
    expect(() => applyFilters(['123'], {}, { mode: 'boxed' as Mode })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION' }),
    );
  });
});

describe('replaceable tables', () => {
  it('never excludes a number the table leaves out', () => {
    const { table } = validateTable('pairsum', { '016': '10/1,1' });
    const kept = applyFilters(
      BOX_KEYS,
      { pairsum: [...FILTER_OPTIONS.pairsum] },
      { tables: { pairsum: table } },
    );
    expect(kept).toEqual(BOX_KEYS.filter((k) => k !== '016'));
    const sets = validateTable('numberSet', { '012': 5 }).table;
    expect(applyFilters(BOX_KEYS, { numberSet: [5] }, { tables: { numberSet: sets } })).toEqual(
      BOX_KEYS.filter((k) => k !== '012'),
    );
  });

  it('uses the table’s group instead of the rule', () => {
    const tables = defaultTables();
    tables.pairsum['000'] = '6/3,3';
    expect(applyFilters(['000', '999'], { pairsum: ['12/3,3'] }, { tables })).toEqual([
      '000',
      '999',
    ]);
    expect(applyFilters(['000', '999'], { pairsum: ['6/3,3'] }, { tables })).toEqual([]);
    tables.sum12['016'] = '2,2';
    expect(applyFilters(['016'], { sum12: ['2,2'] }, { mode: 'box', tables })).toEqual([]);
    // In straight mode 12SUM is of the straight's own digit order, not the box table.
    expect(applyFilters(['610'], { sum12: ['2,2'] }, { mode: 'straight', tables })).toEqual([
      '610',
    ]);
    expect(applyFilters(['610'], { sum12: ['1,1'] }, { mode: 'straight', tables })).toEqual([]);
  });

  it('gives the same result with the default tables as without', () => {
    const tables = defaultTables();
    const f = { sum12: ['1,2'], numberSet: [3, 7], pairsum: ['8/2,2', '10/1,1'] };
    for (const mode of ['box', 'straight'] as const) {
      const numbers = mode === 'box' ? BOX_KEYS : ALL_STRAIGHTS;
      expect(applyFilters(numbers, f, { mode, tables })).toEqual(
        applyFilters(numbers, f, { mode }),
      );
    }
  });
});

describe('normaliseFilterSet', () => {
  it('completes, deduplicates and orders lists; digit strings become numbers', () => {
    expect(normaliseFilterSet({ position1: ['3', 1, 3], row: ['B', 'A'] })).toEqual({
      ...emptyFilterSet(),
      position1: [1, 3],
      row: ['A', 'B'],
    });
    expect(normaliseFilterSet(undefined)).toEqual(emptyFilterSet());
    expect(normaliseFilterSet(JSON.parse(JSON.stringify({ pairsum: ['10/1,1'] })))).toMatchObject({
      pairsum: ['10/1,1'],
    });
  });

  it.each([
    [{ position4: [1] }, 'position4'],
    [{ position1: [10] }, 'position1'],
    [{ position1: 1 }, 'position1'],
    [{ highLow: ['LXL'] }, 'highLow'],
    [{ binary: ['00/00/--'] }, 'binary'],
    [{ binary: ['00'] }, 'binary'],
    [{ numberSet: [0] }, 'numberSet'],
    [{ row: ['a'] }, 'row'],
    [{ column: ['M '] }, 'column'],
    [{ pairsum: ['13/3,3'] }, 'pairsum'],
    [{ sum12: ['1-1'] }, 'sum12'],
  ])('rejects %j naming %s', (input, field) => {
    expect(() => normaliseFilterSet(input)).toThrow(
      expect.objectContaining({
        code: 'INVALID_FILTER',
        field,
        message: expect.stringContaining(field),
      }),
    );
  });

  it('rejects a non-object', () => {
    expect(() => normaliseFilterSet(['row'])).toThrow(
      expect.objectContaining({ code: 'INVALID_FILTER' }),
    );
    expect(() => applyFilters(BOX_KEYS, 'row' as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_FILTER' }),
    );
  });
});

describe('small helpers', () => {
  it('counts active items and toggles one', () => {
    expect(activeFilterCount({ position1: [1, 2], pairsum: ['6/3,3'] })).toBe(3);
    expect(activeFilterCount(emptyFilterSet())).toBe(0);
    const on = toggleFilterItem(emptyFilterSet(), 'row', 'A');
    expect(on.row).toEqual(['A']);
    expect(toggleFilterItem(on, 'row', 'A').row).toEqual([]);
    expect(() => toggleFilterItem(on, 'row', 'Z')).toThrow(
      expect.objectContaining({ code: 'INVALID_FILTER' }),
    );
  });

  it('matchesFilters says whether a number is hidden', () => {
    expect(matchesFilters('016', { position3: [6] }, 'box')).toBe(true);
    expect(matchesFilters('610', { position3: [6] }, 'box')).toBe(true);
    expect(matchesFilters('610', { position3: [6] }, 'straight')).toBe(false);
    expect(matchesFilters('610', {}, 'straight')).toBe(false);
    expect(() => matchesFilters('61', {}, 'box')).toThrow(
      expect.objectContaining({ code: 'INVALID_NUMBER' }),
    );
  });
});

describe('explainFilters', () => {
  it('reports each item alone and cumulatively, in kind order', () => {
    expect(explainFilters(BOX_KEYS, { row: ['A'], numberSet: [1] }, { mode: 'box' })).toEqual({
      total: 220,
      kept: 200,
      items: [
        {
          kind: 'numberSet',
          value: 1,
          removesAlone: 20,
          removedCumulative: 20,
          remainingAfter: 200,
        },
        { kind: 'row', value: 'A', removesAlone: 10, removedCumulative: 20, remainingAfter: 200 },
      ],
    });
    expect(explainFilters(BOX_KEYS, {})).toEqual({ total: 220, kept: 220, items: [] });
  });
});

// Property-based: random filter sets over random number lists.
const filterSetArb: fc.Arbitrary<Partial<FilterSet>> = fc.record(
  Object.fromEntries(
    FILTER_KINDS.map((kind) => [
      kind,
      fc.subarray([...(FILTER_OPTIONS[kind] as readonly (string | number)[])], { maxLength: 4 }),
    ]),
  ) as { [K in FilterKind]: fc.Arbitrary<FilterSet[K]> },
  { requiredKeys: [] },
);
const numbersArb = fc.array(
  fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0')),
  { maxLength: 200 },
);
const modeArb = fc.constantFrom<Mode>('box', 'straight');

describe('filter invariants (property-based)', () => {
  it('filters only ever remove: the result is a subsequence of the input', () => {
    fc.assert(
      fc.property(numbersArb, filterSetArb, modeArb, (numbers, filters, mode) => {
        const kept = applyFilters(numbers, filters, { mode });
        let j = 0;
        for (const n of numbers) if (j < kept.length && kept[j] === n) j++;
        expect(j).toBe(kept.length);
      }),
    );
  });

  it('a number is hidden exactly when some selected item matches it', () => {
    fc.assert(
      fc.property(numbersArb, filterSetArb, modeArb, (numbers, filters, mode) => {
        const items = FILTER_KINDS.flatMap((kind) =>
          ((filters[kind] ?? []) as (string | number)[]).map((value) => ({ kind, value })),
        );
        const expected = numbers.filter(
          (n) => !items.some(({ kind, value }) => ruleMatches(n, kind, value, mode)),
        );
        expect(applyFilters(numbers, filters, { mode })).toEqual(expected);
        for (const n of numbers.slice(0, 5))
          expect(matchesFilters(n, filters, mode)).toBe(!expected.includes(n));
      }),
      { numRuns: 200 },
    );
  });

  it('selecting more items never brings a number back', () => {
    fc.assert(
      fc.property(numbersArb, filterSetArb, filterSetArb, modeArb, (numbers, a, b, mode) => {
        const union = Object.fromEntries(
          FILTER_KINDS.map((k) => [k, [...(a[k] ?? []), ...(b[k] ?? [])]]),
        ) as Partial<FilterSet>;
        const keptUnion = new Set(applyFilters(numbers, union, { mode }));
        for (const n of applyFilters(numbers, a, { mode }))
          if (!keptUnion.has(n)) expect(matchesFilters(n, b, mode)).toBe(true);
        for (const n of keptUnion) expect(applyFilters([n], a, { mode })).toEqual([n]);
      }),
    );
  });

  it('explainFilters agrees with applyFilters', () => {
    fc.assert(
      fc.property(numbersArb, filterSetArb, modeArb, (numbers, filters, mode) => {
        const e = explainFilters(numbers, filters, { mode });
        expect(e.total).toBe(numbers.length);
        expect(e.kept).toBe(applyFilters(numbers, filters, { mode }).length);
        expect(e.items).toHaveLength(activeFilterCount(filters));
        let previous = 0;
        for (const item of e.items) {
          expect(item.removesAlone).toBe(
            numbers.length - applyFilters(numbers, { [item.kind]: [item.value] }, { mode }).length,
          );
          expect(item.removedCumulative).toBeGreaterThanOrEqual(previous);
          expect(item.removedCumulative - previous).toBeLessThanOrEqual(item.removesAlone);
          expect(item.remainingAfter).toBe(numbers.length - item.removedCumulative);
          previous = item.removedCumulative;
        }
      }),
      { numRuns: 100 },
    );
  });
});
