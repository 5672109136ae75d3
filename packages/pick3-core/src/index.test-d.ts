import { describe, expectTypeOf, it } from 'vitest';
import {
  analyze,
  expectedDraws,
  freshness,
  missingDraws,
  nextDraw,
  applyFilters,
  classify,
  parseDrawTime,
  poolAnalysis,
  lookupNumber,
  skipsTable,
  type Hit,
  type NumberLookup,
  type SkipStats,
  type SkipsRow,
  type SkipsTable,
  type AnalysisOptions,
  type AnalysisResponse,
  type AnalyzedDraw,
  type Classification,
  type DigitType,
  type DrawTimeCode,
  type FilterSet,
  type FreshnessStatus,
  type MissingRun,
  type Pick3ErrorCode,
  type PoolId,
  type TimeFilter,
} from './index.js';

describe('types of the public interface', () => {
  it('uses closed literal unions', () => {
    expectTypeOf<DrawTimeCode>().toEqualTypeOf<'MORN' | 'DAY' | 'EVE' | 'NITE'>();
    expectTypeOf<DigitType>().toEqualTypeOf<'single' | 'double' | 'triple'>();
    expectTypeOf<PoolId>().toEqualTypeOf<'1-1' | '1-2' | '2-2' | '2-1'>();
    expectTypeOf<TimeFilter>().toEqualTypeOf<
      'all' | 'repeats' | 'identical-repeats' | 'Morn' | 'Day' | 'Eve' | 'Nite'
    >();
    expectTypeOf<Pick3ErrorCode>().toEqualTypeOf<
      | 'INVALID_NUMBER'
      | 'INVALID_BOX_KEY'
      | 'INVALID_DRAW_TIME'
      | 'INVALID_DATE'
      | 'INVALID_STATE'
      | 'INVALID_OPTION'
      | 'INVALID_FILTER'
      | 'INVALID_TABLE'
      | 'INVALID_CSV'
      | 'INVALID_POOL'
    >();
    expectTypeOf(parseDrawTime).returns.toEqualTypeOf<DrawTimeCode>();
  });

  it('types the analysis response as the spec names it', () => {
    expectTypeOf(analyze).returns.toEqualTypeOf<AnalysisResponse>();
    expectTypeOf<AnalyzedDraw['lastSeenDate']>().toEqualTypeOf<string | 'LAST'>();
    expectTypeOf<AnalyzedDraw['gap']>().toEqualTypeOf<number | null>();
    expectTypeOf<AnalyzedDraw['digitPattern']>().toEqualTypeOf<'singles' | 'doubles' | 'triples'>();
    expectTypeOf<AnalysisResponse['stats']>()
      .toHaveProperty('uniqueRepeats')
      .toEqualTypeOf<number>();
    expectTypeOf<AnalysisResponse['boxAnalysis']['removedDisplayNumbers']>().toEqualTypeOf<
      string[]
    >();
    expectTypeOf(analyze).parameter(1).toEqualTypeOf<Partial<AnalysisOptions> | undefined>();
  });

  it('types classify, filters and pools', () => {
    expectTypeOf(classify).returns.toEqualTypeOf<Classification>();
    expectTypeOf(classify).parameter(1).toEqualTypeOf<{ mode?: 'box' | 'straight' } | undefined>();
    expectTypeOf(applyFilters).returns.toEqualTypeOf<string[]>();
    expectTypeOf<FilterSet['position1']>().toEqualTypeOf<number[]>();
    expectTypeOf<FilterSet['binary']>().toEqualTypeOf<string[]>();
    expectTypeOf(poolAnalysis).returns.toHaveProperty('remainingNumbers').toEqualTypeOf<string[]>();
    // @ts-expect-error draw times are codes, not labels
    analyze([{ date: '2025-07-04', drawTime: 'Evening', number: '123' }]);
    // @ts-expect-error unknown filter kinds are not part of a FilterSet
    applyFilters([], { position4: [1] });
  });

  it('types the number lookup and the skips table', () => {
    expectTypeOf(lookupNumber).returns.toEqualTypeOf<NumberLookup>();
    expectTypeOf<NumberLookup['box']>().toEqualTypeOf<SkipStats>();
    expectTypeOf<SkipStats['drawsSinceLast']>().toEqualTypeOf<number | null>();
    expectTypeOf<Hit['drawsAgo']>().toEqualTypeOf<number>();
    expectTypeOf(skipsTable).returns.toEqualTypeOf<SkipsTable>();
    expectTypeOf<SkipsRow['currentSkip']>().toEqualTypeOf<number | null>();
    expectTypeOf<SkipsRow['digitType']>().toEqualTypeOf<DigitType>();
    // @ts-expect-error the table needs a mode
    skipsTable([], {});
  });

  it('types schedules, missing draws and freshness', () => {
    expectTypeOf<FreshnessStatus>().toEqualTypeOf<'live' | 'behind' | 'stale' | 'empty'>();
    expectTypeOf(expectedDraws).returns.toEqualTypeOf<
      { date: string; drawTime: DrawTimeCode; at: Date }[]
    >();
    expectTypeOf(nextDraw).returns.toEqualTypeOf<{
      date: string;
      drawTime: DrawTimeCode;
      at: Date;
    } | null>();
    expectTypeOf(missingDraws).returns.toEqualTypeOf<MissingRun[]>();
    expectTypeOf<MissingRun>().toEqualTypeOf<{
      drawTime: DrawTimeCode;
      from: string;
      to: string;
      count: number;
    }>();
    expectTypeOf(freshness).returns.toHaveProperty('behindBy').toEqualTypeOf<number>();
    // @ts-expect-error the clock is a Date, not an ISO text
    nextDraw('GA', '2025-07-04T12:00:00Z');
  });
});
