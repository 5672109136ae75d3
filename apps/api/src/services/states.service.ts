// What the app knows about each state's data: draws stored, the newest one, when a live source last
// confirmed it, and from those and the state's draw schedule (@pick3/core) its freshness and next
// draw. The database part is read once per data version (it changes only when an ingestion run
// finishes, in this process or another); the time-dependent part (status, next draw) is computed from
// it for the moment asked, so "live" turns into "behind" when a draw is due and not stored, without
// any ingestion. Which states a catch-up or backfill is walking now (backfill_runs) is read on its
// own, at most every few seconds, since a walk opens and closes runs without finishing an ingestion.
import {
  compareDraws,
  DEFAULT_STATE,
  DRAW_TIME_LABELS,
  drawTimeHistory,
  freshness,
  gameName,
  isKnownState,
  latestDueDraw,
  missingDraws,
  nextDraw,
  stateName,
  type DrawTimeCode,
  type DrawTimeHistory,
  type FreshnessStatus,
  type StoredDrawTime,
} from '@pick3/core';
import type { BehindReason, DisputedDraw, StateSource } from '@pick3/contract';
import {
  backfillRepository,
  conflictsRepository,
  drawsRepository,
  ingestRunsRepository,
  statesRepository,
  type Database,
} from '@pick3/db';
import { sourceHealth, type SourceHealth } from '@pick3/scraper';
import { CachedJson } from '../lib/cached-json.js';

/** A computed list is reused at most this long (a state turns stale at its local midnight). */
const LIST_MAX_AGE_MS = 60_000;
/**
 * An open walk older than this is a killed process's, not progress: a state's walk reads a few
 * pages a run, two seconds apart, so even a state's whole archive is read well within it.
 */
const OPEN_WALK_MAX_AGE_MS = 6 * 3_600_000;

/** A state's history being walked now (a first start's catch-up, or a backfill), as players see it. */
export interface CatchUpProgress {
  /** ISO instant the walk began. */
  startedAt: string;
  pagesDone: number;
  pagesTotal: number;
}

export interface DrawRef {
  date: string;
  drawTime: DrawTimeCode;
}

export interface MissingRun {
  drawTime: DrawTimeCode;
  from: string;
  to: string;
  count: number;
}

export interface StateSummary {
  code: string;
  name: string;
  gameName: string;
  url: string;
  drawCount: number;
  firstDate: string | null;
  lastDate: string | null;
  /** Which draw times the stored history holds, against those the state draws now (core's drawTimeHistory). */
  history: DrawTimeHistory[];
  status: FreshnessStatus;
  latestDraw: DrawRef | null;
  /** ISO instant of the last successful live ingestion of the state; null when none. */
  lastIngestAt: string | null;
  nextDraw: (DrawRef & { at: string }) | null;
  /** Its sources, official first: kind, verified, and role now. */
  sources: StateSource[];
  /** Why it is behind (null unless `status` is behind). */
  behind: BehindReason | null;
  /** Set while a walk of its sources' archives is open (backfill_runs); null otherwise. */
  catchUp: CatchUpProgress | null;
}

export interface StateCoverage {
  state: string;
  status: FreshnessStatus;
  firstDate: string | null;
  latestDraw: DrawRef | null;
  /** Scheduled draws between the first and the newest stored draw that are not stored, as runs. */
  missing: MissingRun[];
  totalMissing: number;
  /** Draws two sources reported differently, newest first. */
  disputed: DisputedDraw[];
}

/** The source that stores a state's draws now, as far as "behind" and a pending result need it. */
export interface StoringSource {
  kind: SourceHealth['kind'];
  failingSince: Date | null;
  failure: SourceHealth['failureKind'];
  /** False when it never ran (only bundled or imported history is stored). */
  checked: boolean;
}

type SnapshotState = Omit<StateSummary, 'status' | 'nextDraw' | 'behind' | 'catchUp'> & {
  storing: StoringSource | null;
};

interface Snapshot {
  version: number;
  states: SnapshotState[];
}

export interface StatesServiceOptions {
  /** How long the data version is trusted before it is read again (default 5 s; another process may ingest). */
  versionTtlMs?: number;
  /** The clock (tests pin it). */
  now?: () => Date;
}

export class StatesService {
  readonly #db: Database['db'];
  readonly #ttl: number;
  readonly now: () => Date;
  #version: { value: number; at: number } | undefined;
  #snapshot: Promise<Snapshot> | undefined;
  /** The open walks by state, read at most once per `#ttl` (the same object while they do not change). */
  #walks: { value: ReadonlyMap<string, CatchUpProgress>; key: string; at: number } | undefined;
  /** The last list computed, valid from `from` until `until` (ms) for its snapshot and walks. */
  #list:
    | {
        snapshot: Snapshot;
        walks: ReadonlyMap<string, CatchUpProgress>;
        from: number;
        until: number;
        value: StateSummary[];
        json?: CachedJson;
      }
    | undefined;
  readonly #coverage = new Map<
    string,
    Promise<{
      version: number;
      firstDate: string | null;
      missing: MissingRun[];
      disputed: DisputedDraw[];
    }>
  >();

  constructor(db: Database['db'], options: StatesServiceOptions = {}) {
    this.#db = db;
    this.#ttl = options.versionTtlMs ?? 5_000;
    this.now = options.now ?? (() => new Date());
  }

  /** Forget everything read from the database: called after every ingestion in this process. */
  invalidate(): void {
    this.#version = undefined;
    this.#snapshot = undefined;
    this.#walks = undefined;
    this.#list = undefined;
    this.#coverage.clear();
  }

  /**
   * Every state, TX first then by code, with its freshness at `now`. The figures only change when a
   * draw comes due (or a day passes), so one computation serves every request until the earliest next
   * draw of any state, and at most a minute.
   */
  async list(now: Date = this.now()): Promise<StateSummary[]> {
    const [snapshot, walks] = await Promise.all([this.#current(), this.#openWalks()]);
    const at = now.getTime();
    const memo = this.#list;
    if (
      memo !== undefined &&
      memo.snapshot === snapshot &&
      memo.walks === walks &&
      at >= memo.from &&
      at < memo.until
    )
      return memo.value;
    const value = snapshot.states.map((s) => ({
      ...withTime(s, now),
      catchUp: walks.get(s.code) ?? null,
    }));
    let until = at + LIST_MAX_AGE_MS;
    for (const s of value)
      if (s.nextDraw !== null) until = Math.min(until, Date.parse(s.nextDraw.at));
    this.#list = { snapshot, walks, from: at, until, value };
    return value;
  }

  /** `{ states: list(now) }` serialized once per computed list (GET /api/states sends these bytes). */
  async listJson(now: Date = this.now()): Promise<CachedJson> {
    const states = await this.list(now);
    const memo = this.#list!;
    memo.json ??= CachedJson.of({ states });
    return memo.json;
  }

  /** One state's summary; undefined for a code the app does not know. */
  async get(code: string, now: Date = this.now()): Promise<StateSummary | undefined> {
    return (await this.list(now)).find((entry) => entry.code === code);
  }

  /** The health of the source that stores a state's draws now; null when it has none. */
  async storingSource(code: string): Promise<StoringSource | null> {
    const snapshot = await this.#current();
    return snapshot.states.find((s) => s.code === code)?.storing ?? null;
  }

  /** The holes in a state's stored history; undefined for an unknown code. */
  async coverage(code: string, now: Date = this.now()): Promise<StateCoverage | undefined> {
    const summary = await this.get(code, now);
    if (summary === undefined) return undefined;
    const { version } = await this.#current();
    const cached = this.#coverage.get(code);
    let known = cached === undefined ? undefined : await cached.catch(() => undefined);
    if (known === undefined || known.version !== version) {
      const read = this.#readCoverage(code, version, summary);
      this.#coverage.set(code, read);
      // A failed read is not kept: the next request tries again.
      read.catch(() => {
        if (this.#coverage.get(code) === read) this.#coverage.delete(code);
      });
      known = await read;
    }
    return {
      state: code,
      status: summary.status,
      firstDate: summary.firstDate,
      latestDraw: summary.latestDraw,
      missing: known.missing,
      totalMissing: known.missing.reduce((total, run) => total + run.count, 0),
      disputed: known.disputed,
    };
  }

  async #readCoverage(code: string, version: number, summary: StateSummary) {
    const conflicts = await conflictsRepository.list(this.#db, { state: code, limit: 100 });
    // Newest draw first; one entry per draw and reported number (the conflicts table is keyed so).
    const disputed: DisputedDraw[] = conflicts
      .map((c) => ({
        date: c.date,
        drawTime: c.drawTime,
        stored: c.resolution === 'replaced' ? c.incomingWinner : c.storedWinner,
        reported: c.resolution === 'replaced' ? c.storedWinner : c.incomingWinner,
        source: c.source,
        resolution: c.resolution,
      }))
      .filter((c) => /^[0-9]{3}$/.test(c.stored) && /^[0-9]{3}$/.test(c.reported))
      .sort((a, b) => compareDraws(b, a));
    if (summary.latestDraw === null || summary.firstDate === null || !isKnownState(code)) {
      return { version, firstDate: summary.firstDate, missing: [], disputed };
    }
    const slots = await drawsRepository.drawSlots(this.#db, code);
    const first = slots[0];
    const last = slots.at(-1);
    const missing =
      first === undefined || last === undefined ? [] : missingDraws(code, slots, { first, last });
    return { version, firstDate: summary.firstDate, missing, disputed };
  }

  async #current(): Promise<Snapshot> {
    const version = await this.#dataVersion();
    const snapshot =
      this.#snapshot === undefined ? undefined : await this.#snapshot.catch(() => undefined);
    if (snapshot !== undefined && snapshot.version === version) return snapshot;
    const read = this.#read(version);
    this.#snapshot = read;
    read.catch(() => {
      if (this.#snapshot === read) this.#snapshot = undefined;
    });
    return read;
  }

  /** The open walks by state; the same map while they are unchanged, so the list stays reused. */
  async #openWalks(): Promise<ReadonlyMap<string, CatchUpProgress>> {
    const known = this.#walks;
    if (known !== undefined && Date.now() - known.at < this.#ttl) return known.value;
    // The wall clock, not the app's (tests pin that): runs are stamped with the database's now().
    const rows = await backfillRepository.openPerState(
      this.#db,
      new Date(Date.now() - OPEN_WALK_MAX_AGE_MS),
    );
    const value = new Map(
      rows.map((row) => [
        row.state,
        {
          startedAt: row.startedAt.toISOString(),
          pagesDone: row.pagesDone,
          pagesTotal: row.pagesTotal,
        },
      ]),
    );
    const key = JSON.stringify([...value]);
    this.#walks = {
      value: known !== undefined && known.key === key ? known.value : value,
      key,
      at: Date.now(),
    };
    return this.#walks.value;
  }

  async #dataVersion(): Promise<number> {
    const known = this.#version;
    if (known !== undefined && Date.now() - known.at < this.#ttl) return known.value;
    const value = await ingestRunsRepository.dataVersion(this.#db);
    this.#version = { value, at: Date.now() };
    return value;
  }

  async #read(version: number): Promise<Snapshot> {
    const [sites, perDrawTime, latest, ingests, health] = await Promise.all([
      statesRepository.list(this.#db),
      drawsRepository.countByStateAndDrawTime(this.#db),
      drawsRepository.latestPerState(this.#db),
      ingestRunsRepository.lastLiveSuccessPerState(this.#db),
      sourceHealth(this.#db, this.now()),
    ]);
    const sourcesOf = new Map<string, SourceHealth[]>();
    for (const source of health) {
      const list = sourcesOf.get(source.state) ?? [];
      list.push(source);
      sourcesOf.set(source.state, list);
    }
    // One grouped pass gives both the per-draw-time history and the state's totals.
    const storedOf = new Map<string, StoredDrawTime[]>();
    const countOf = new Map<string, { count: number; firstDate: string; lastDate: string }>();
    for (const row of perDrawTime) {
      const list = storedOf.get(row.state) ?? [];
      list.push({
        drawTime: row.drawTime,
        count: row.count,
        first: row.firstDate,
        last: row.lastDate,
      });
      storedOf.set(row.state, list);
      const total = countOf.get(row.state);
      if (total === undefined)
        countOf.set(row.state, {
          count: row.count,
          firstDate: row.firstDate,
          lastDate: row.lastDate,
        });
      else {
        total.count += row.count;
        if (row.firstDate < total.firstDate) total.firstDate = row.firstDate;
        if (row.lastDate > total.lastDate) total.lastDate = row.lastDate;
      }
    }
    const latestOf = new Map(latest.map((l) => [l.state, l]));
    const ingestOf = new Map(ingests.map((i) => [i.state, i.finishedAt]));
    const siteOf = new Map(sites.map((s) => [s.stateCode, s]));
    const codes = [...new Set([...sites.map((s) => s.stateCode), ...countOf.keys()])];
    codes.sort((a, b) =>
      a === DEFAULT_STATE ? -1 : b === DEFAULT_STATE ? 1 : a < b ? -1 : a > b ? 1 : 0,
    );
    const states = codes.map((code) => {
      const site = siteOf.get(code);
      const count = countOf.get(code);
      const newest = latestOf.get(code);
      return {
        code,
        name: site?.stateName ?? stateName(code),
        gameName: site?.gameName ?? gameName(code),
        url: site?.pick3Url ?? '',
        drawCount: count?.count ?? 0,
        firstDate: count?.firstDate ?? null,
        lastDate: count?.lastDate ?? null,
        history: historyOf(code, storedOf.get(code) ?? []),
        latestDraw: newest === undefined ? null : { date: newest.date, drawTime: newest.drawTime },
        lastIngestAt: ingestOf.get(code)?.toISOString() ?? null,
        ...sourcesSummary(sourcesOf.get(code) ?? []),
      };
    });
    return { version, states };
  }
}

/** Named from the state's schedule; a code outside the schedules gets what is stored, with plain labels. */
function historyOf(code: string, stored: StoredDrawTime[]): DrawTimeHistory[] {
  if (isKnownState(code)) return drawTimeHistory(code, stored);
  return stored.map((s) => ({ ...s, name: DRAW_TIME_LABELS[s.drawTime] }));
}

/** A state's sources (official first) and the one that stores its draws now. */
function sourcesSummary(health: readonly SourceHealth[]): {
  sources: StateSource[];
  storing: StoringSource | null;
} {
  const ordered = [...health].sort(
    (a, b) => Number(a.kind !== 'official') - Number(b.kind !== 'official'),
  );
  const storing =
    ordered.find((s) => s.role === 'handover') ?? ordered.find((s) => s.role === 'primary');
  return {
    sources: ordered.map(({ id, kind, verified, role }) => ({ id, kind, verified, role })),
    storing:
      storing === undefined
        ? null
        : {
            kind: storing.kind,
            failingSince: storing.failingSince,
            failure: storing.failureKind,
            checked: storing.lastSuccessAt !== null || storing.lastFailureAt !== null,
          },
  };
}

/**
 * Why a behind state is behind: the source that stores its draws is failing (since when, how), or it
 * answers and simply has not posted the newest due draw yet.
 */
function behindReason(code: string, storing: StoringSource | null, now: Date): BehindReason | null {
  const due = latestDueDraw(code, now);
  if (due === null || storing === null) return null;
  const draw = { date: due.date, drawTime: due.drawTime, at: due.at.toISOString() };
  return storing.failingSince === null
    ? { reason: 'not-posted', draw, sourceKind: storing.kind, failingSince: null, failure: null }
    : {
        reason: 'source-failing',
        draw,
        sourceKind: storing.kind,
        failingSince: storing.failingSince.toISOString(),
        failure: storing.failure,
      };
}

function withTime({ storing, ...s }: SnapshotState, now: Date): Omit<StateSummary, 'catchUp'> {
  const known = isKnownState(s.code);
  // A code outside the schedules (a source may cover more states) can only be empty or stale.
  const status: FreshnessStatus = known
    ? freshness(s.code, s.latestDraw, now).status
    : s.latestDraw === null
      ? 'empty'
      : 'stale';
  const next = known ? nextDraw(s.code, now) : null;
  return {
    ...s,
    status,
    behind: status === 'behind' && known ? behindReason(s.code, storing, now) : null,
    nextDraw:
      next === null
        ? null
        : { date: next.date, drawTime: next.drawTime, at: next.at.toISOString() },
  };
}

const usDate = (iso: string) =>
  `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}/${iso.slice(0, 4)}`;

/**
 * What the data covers, in sentences computed from the states list: which states have draws, how
 * current each is, and which have none. The chat's model and offline analyst state exactly this.
 *
 * @example describeCoverage(await app.states.list())
 * // 'Draws are stored for 36 of 36 states; … Arkansas: 4,945 draws, newest 7/1/2026 (stale); no Midday draws stored. …'
 */
export function describeCoverage(states: readonly StateSummary[]): string {
  const withData = states.filter((s) => s.latestDraw !== null);
  const without = states.filter((s) => s.latestDraw === null).map((s) => s.name);
  const lines = withData.map((s) => {
    const lacking = s.history.filter((h) => h.count === 0).map((h) => h.name);
    const note = lacking.length === 0 ? '' : `; no ${lacking.join(' or ')} draws stored`;
    return `${s.name}: ${s.drawCount.toLocaleString('en-US')} draws, newest ${usDate(s.latestDraw!.date)} (${s.status})${note}.`;
  });
  return [
    `Draws are stored for ${withData.length} of ${states.length} states; live means up to date, behind means the latest scheduled draws are missing, stale means nothing for over a week.`,
    ...lines,
    without.length === 0 ? '' : `No draws are stored for ${without.join(', ')}.`,
    'New draws are fetched from the official lottery sources a few minutes after each scheduled draw when the server can reach them.',
  ]
    .filter((line) => line !== '')
    .join(' ');
}
