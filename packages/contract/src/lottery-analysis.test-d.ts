// Ties core's AnalysisResponse to the route's schema: a field added to, removed from or retyped in
// either side without the other fails check-types (and `vitest run`'s typecheck).
import { expectTypeOf, test } from 'vitest';
import type { AnalysisResponse, AnalyzedDraw } from '@pick3/core';
import type { AnalysisReply, AnalyzedDrawReply } from './lottery-analysis.schemas.js';

test("one analysed draw is core's AnalyzedDraw on the wire", () => {
  expectTypeOf<AnalyzedDrawReply>().toEqualTypeOf<AnalyzedDraw>();
});

test("the analysis route answers core's AnalysisResponse plus the data's coverage", () => {
  expectTypeOf<Omit<AnalysisReply, 'coverage'>>().toEqualTypeOf<AnalysisResponse>();
  expectTypeOf<AnalysisResponse>().toEqualTypeOf<Omit<AnalysisReply, 'coverage'>>();
});

test("the window an analysis rests on is core's, with its hole", () => {
  expectTypeOf<AnalysisReply['window']>().toEqualTypeOf<AnalysisResponse['window']>();
});
