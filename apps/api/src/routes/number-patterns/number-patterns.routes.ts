// GET /api/number-patterns: pattern frequencies over the same draws as the analysis. The pattern of
// each draw comes from core (in the analysis); this only tallies them.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HIGH_LOW_PATTERNS,
  NUMBER_SETS,
  ODD_EVEN_PATTERNS,
  PAIRSUM_GROUPS,
  parseAnalysisOptions,
  parseStateCode,
  SUM12_GROUPS,
  type AnalyzedDraw,
} from '@pick3/core';
import { ANALYSIS_CACHE_CONTROL } from '../lottery-analysis/lottery-analysis.routes.js';
import { NumberPatternsSchema, PATTERN_KINDS } from './number-patterns.schemas.js';

type PatternKind = (typeof PATTERN_KINDS)[number];

const VALUES: Record<PatternKind, readonly string[]> = {
  pairsum: PAIRSUM_GROUPS,
  highLow: HIGH_LOW_PATTERNS,
  oddEven: ODD_EVEN_PATTERNS,
  sum12: SUM12_GROUPS,
  numberSet: NUMBER_SETS.map(String),
  digitPattern: ['singles', 'doubles', 'triples'],
};

function tally(
  draws: readonly AnalyzedDraw[],
  kind: PatternKind,
): { value: string; count: number }[] {
  const counts = new Map(VALUES[kind].map((value) => [value, 0]));
  for (const draw of draws) {
    const value = String(draw[kind]);
    // A value outside the list (e.g. a straight-mode high/low pattern) is still counted.
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].map(([value, count]) => ({ value, count }));
}

const numberPatternsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/number-patterns', { schema: NumberPatternsSchema }, async (request, reply) => {
    const state = parseStateCode(request.query.state ?? 'TX');
    const { analysis } = await app.analysis.get(state, parseAnalysisOptions(request.query));
    reply.header('cache-control', ANALYSIS_CACHE_CONTROL);
    return {
      state,
      total: analysis.draws.length,
      patterns: Object.fromEntries(
        PATTERN_KINDS.map((kind) => [kind, tally(analysis.draws, kind)]),
      ) as Record<PatternKind, { value: string; count: number }[]>,
    };
  });
};

export default numberPatternsRoutes;
