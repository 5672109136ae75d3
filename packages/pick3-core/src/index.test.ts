import { describe, expect, it } from 'vitest';
import * as core from './index.js';

// The names other packages code against (CONTRACT of the lead); removing one breaks them.
const CONTRACT = [
  'Pick3Error',
  'isPick3Error',
  'parseStraight',
  'padStraight',
  'isStraight',
  'toBoxKey',
  'digitTypeOf',
  'straightCombinations',
  'ALL_STRAIGHTS',
  'BOX_KEYS',
  'displayNumber',
  'coordinateOf',
  'numberSetOf',
  'highLow',
  'oddEven',
  'binary',
  'pairsumOf',
  'sum12Of',
  'digitSum',
  'rootSum',
  'PAIRSUM_GROUPS',
  'SUM12_GROUPS',
  'classify',
  'patternString',
  'DRAW_TIMES',
  'DRAW_TIME_LABELS',
  'DRAW_TIME_SHORT',
  'parseDrawTime',
  'parseIsoDate',
  'isoToUs',
  'usToIso',
  'compareDraws',
  'parseDrawsCsv',
  'analyze',
  'parseAnalysisOptions',
  'TIME_FILTERS',
  'DIGIT_FILTERS',
  'emptyFilterSet',
  'activeFilterCount',
  'matchesFilters',
  'applyFilters',
  'explainFilters',
  'FILTER_OPTIONS',
  'defaultTables',
  'validateTable',
  'POOL_IDS',
  'poolLabel',
  'parsePoolId',
  'poolMembers',
  'poolAnalysis',
  'trackerSessionId',
  'chanceOfSet',
  'expectedGap',
  'backtest',
  'lookupNumber',
  'skipsTable',
  'expectedHits',
  'digitFrequency',
  'chiSquareSurvival',
  'regularizedUpperGamma',
  'STATES',
  'gameName',
  'stateName',
  'statePageCopy',
  'SCHEDULE_DATA',
  'parseSchedules',
  'scheduleOf',
  'drawHeldOn',
  'drawInstant',
  'expectedDraws',
  'nextDraw',
  'latestDueDraw',
  'missingDraws',
  'freshness',
  'FRESHNESS_STATUSES',
  'describeSchedule',
  'isoDateInZone',
  'todayInZone',
  'addDays',
  'zonedInstant',
] as const;

describe('the public interface', () => {
  it.each(CONTRACT.map((name) => [name]))('exports %s', (name) => {
    expect(core[name]).toBeDefined();
  });

  it('has no runtime export that is undefined', () => {
    for (const [name, value] of Object.entries(core)) expect(value, name).toBeDefined();
  });

  it('exposes frozen constant lists', () => {
    for (const list of [
      core.ALL_STRAIGHTS,
      core.BOX_KEYS,
      core.DRAW_TIMES,
      core.TIME_FILTERS,
      core.STATES,
      core.POOL_IDS,
      core.FRESHNESS_STATUSES,
      core.parseSchedules(core.SCHEDULE_DATA),
    ]) {
      expect(Object.isFrozen(list)).toBe(true);
    }
  });
});
