import type { DrawTimeCode } from '@pick3/core';
import {
  backfillRepository,
  drawReportsRepository,
  ingestRunsRepository,
  type Database,
} from '@pick3/db';
import { SOURCES } from './sources/registry.js';
import type { SourceKind } from './sources/source.types.js';
import { sourceRoles, type SourceRole } from './source-roles.js';

/**
 * What a failure was, in words a player can be told: the site could not be reached, it answered
 * with an error, or its page is not what the parser knows (it changed, or was cut short).
 */
export type FailureKind = 'unreachable' | 'error-status' | 'changed';

/** One source's health: what operators see in GET /api/sources and `pick3-scraper sources`. */
export interface SourceHealth {
  id: string;
  state: string;
  game: string;
  name: string;
  kind: SourceKind;
  /** True only when the parser's tests run on a saved real response of this endpoint. */
  verified: boolean;
  /** The saved real responses that prove it (fixtures of @pick3/scraper); empty when unverified. */
  verifiedBy: string[];
  /** The endpoint's origin. */
  endpoint: string;
  /** What it does now: stores draws (primary, handover) or checks them (witness). */
  role: SourceRole;
  lastSuccessAt: Date | null;
  lastFailureAt: Date | null;
  /** The recorded error of the last failure (`CODE: message`): for operators, never for players. */
  lastError: string | null;
  failureKind: FailureKind | null;
  /** When the failures since the last success began; null when the latest run succeeded. */
  failingSince: Date | null;
  newestDraw: { date: string; drawTime: DrawTimeCode } | null;
  /** Draws this source and another one both reported: with the same number, or not. */
  agreement: { agreed: number; disagreed: number };
  backfill: {
    status: 'running' | 'done' | 'failed' | 'interrupted';
    from: string;
    pagesDone: number;
    pagesTotal: number;
    rowsAdded: number;
    failures: number;
    startedAt: Date;
    finishedAt: Date | null;
  } | null;
}

/** The kind of failure a recorded error (`CODE: message`) names. */
export function failureKindOf(error: string | null): FailureKind | null {
  if (error === null) return null;
  const code = /^([A-Z_]+):/.exec(error)?.[1];
  if (code === 'TIMEOUT') return 'unreachable';
  if (code === 'HTTP_ERROR') return /\bHTTP \d{3}\b/.test(error) ? 'error-status' : 'unreachable';
  if (code === 'LAYOUT_CHANGED' || code === 'NO_RESULTS' || code === 'INVALID_ROW')
    return 'changed';
  // A database error or a bug: the source is not the one to blame, but it did not update.
  return 'error-status';
}

/**
 * Every registered source with its record: last success, last failure and why, since when it fails,
 * the newest draw it reported, how often it agreed with another source, its latest backfill, and
 * the role it has now (an aggregate takes over when its state's official sources have failed for
 * longer than one draw cycle).
 */
export async function sourceHealth(db: Database['db'], now: Date): Promise<SourceHealth[]> {
  const [runs, newest, agreement, backfills] = await Promise.all([
    ingestRunsRepository.healthPerSource(db),
    drawReportsRepository.newestPerSource(db),
    drawReportsRepository.agreementPerSource(db),
    backfillRepository.latestPerSource(db),
  ]);
  const runOf = new Map(runs.map((r) => [r.source, r]));
  const newestOf = new Map(newest.map((n) => [n.source, n]));
  const agreementOf = new Map(agreement.map((a) => [a.source, a]));
  const backfillOf = new Map(backfills.map((b) => [b.source, b]));
  const roles = sourceRoles(SOURCES, SOURCES, runs, now);
  return SOURCES.map((source) => {
    const run = runOf.get(source.id);
    const draw = newestOf.get(source.id);
    const agreed = agreementOf.get(source.id);
    const walk = backfillOf.get(source.id);
    return {
      id: source.id,
      state: source.state,
      game: source.game,
      name: source.name,
      kind: source.kind,
      verified: source.verified,
      verifiedBy: [...source.verifiedBy],
      endpoint: source.defaultBaseUrl,
      role: roles.get(source.id) ?? 'primary',
      lastSuccessAt: run?.lastSuccessAt ?? null,
      lastFailureAt: run?.lastFailureAt ?? null,
      lastError: run?.lastError ?? null,
      failureKind: run?.failingSince == null ? null : failureKindOf(run.lastError),
      failingSince: run?.failingSince ?? null,
      newestDraw: draw === undefined ? null : { date: draw.date, drawTime: draw.drawTime },
      agreement: { agreed: agreed?.agreed ?? 0, disagreed: agreed?.disagreed ?? 0 },
      backfill:
        walk === undefined
          ? null
          : {
              status: walk.status,
              from: walk.fromDate,
              pagesDone: walk.pagesDone,
              pagesTotal: walk.pagesTotal,
              rowsAdded: walk.rowsAdded,
              failures: walk.failures,
              startedAt: walk.startedAt,
              finishedAt: walk.finishedAt,
            },
    };
  });
}

/** One source's health as JSON, the shape of GET /api/sources' entries. */
export function sourceHealthJson(s: SourceHealth) {
  const instant = (d: Date | null) => (d === null ? null : d.toISOString());
  return {
    ...s,
    lastSuccessAt: instant(s.lastSuccessAt),
    lastFailureAt: instant(s.lastFailureAt),
    failingSince: instant(s.failingSince),
    backfill:
      s.backfill === null
        ? null
        : {
            ...s.backfill,
            startedAt: s.backfill.startedAt.toISOString(),
            finishedAt: instant(s.backfill.finishedAt),
          },
  };
}
