import { sql, type Kysely } from 'kysely';
import type { DrawTimeCode, StateDraw } from '@pick3/core';
import type { DB, SourceKindColumn } from '../schema.js';
import { chunks, inTransaction } from './transaction.js';

const CHUNK = 2000;

/** How one source's reports compare with every other source's reports of the same draws. */
export interface SourceAgreement {
  source: string;
  /** Draws this source and another live source reported with the same number. */
  agreed: number;
  /** Draws this source and another live source reported with different numbers. */
  disagreed: number;
}

/** Who reported a draw, and what. */
export interface DrawReport {
  source: string;
  kind: SourceKindColumn;
  number: string;
}

/**
 * Records what a live source reported (one row per source and draw, the latest value kept): the
 * witness book two sources are checked against. Not for bundled history (350k rows that no live
 * source re-reads).
 */
export async function record(
  db: Kysely<DB>,
  rows: readonly StateDraw[],
  { source, kind }: { source: string; kind: Exclude<SourceKindColumn, 'history'> },
): Promise<void> {
  // One row per draw: a page that lists a draw twice reports it once (the first value, as upsertDraws).
  const firsts = new Map<string, StateDraw>();
  for (const row of rows) {
    const key = `${row.state}|${row.date}|${row.drawTime}`;
    if (!firsts.has(key)) firsts.set(key, row);
  }
  const unique = [...firsts.values()];
  await inTransaction(db, async (trx) => {
    for (const chunk of chunks(unique, CHUNK)) {
      await sql`
        insert into draw_reports (state, date, draw_time, source, source_kind, winner)
        select u.state, u.date, u.draw_time, ${source}, ${kind}, u.winner
        from unnest(${chunk.map((d) => d.state)}::text[], ${chunk.map((d) => d.date)}::text[],
                    ${chunk.map((d) => d.drawTime)}::text[], ${chunk.map((d) => d.number)}::text[])
          as u(state, date, draw_time, winner)
        on conflict (state, date, draw_time, source)
        do update set winner = excluded.winner, last_seen_at = now()`.execute(trx);
    }
  });
}

/** Every live report of one draw (the sources that confirmed or disputed it), by source. */
export async function reportsOf(
  db: Kysely<DB>,
  draw: { state: string; date: string; drawTime: DrawTimeCode },
): Promise<DrawReport[]> {
  return db
    .selectFrom('draw_reports')
    .select(['source', 'source_kind as kind', 'winner as number'])
    .where('state', '=', draw.state)
    .where('date', '=', draw.date)
    .where('draw_time', '=', draw.drawTime)
    .orderBy('source')
    .execute();
}

/** Per source: draws it reported that another source also reported, agreeing or not. */
export async function agreementPerSource(db: Kysely<DB>): Promise<SourceAgreement[]> {
  const { rows } = await sql<SourceAgreement>`
    select a.source,
           count(*) filter (where a.winner = b.winner)::int as agreed,
           count(*) filter (where a.winner <> b.winner)::int as disagreed
    from draw_reports a
    join draw_reports b
      on b.state = a.state and b.date = a.date and b.draw_time = a.draw_time and b.source <> a.source
    group by a.source
    order by a.source`.execute(db);
  return rows;
}

/** Per source: the newest draw it reported (date, then draw time), or absent when it reported none. */
export async function newestPerSource(
  db: Kysely<DB>,
): Promise<Array<{ source: string; date: string; drawTime: DrawTimeCode }>> {
  const { rows } = await sql<{ source: string; date: string; drawTime: DrawTimeCode }>`
    select distinct on (source) source, date, draw_time as "drawTime"
    from draw_reports
    order by source, date desc,
      case draw_time when 'MORN' then 0 when 'DAY' then 1 when 'EVE' then 2 else 3 end desc`.execute(
    db,
  );
  return rows;
}

/** How many stored draws of a state at least two live sources reported with the stored number. */
export async function confirmedCount(db: Kysely<DB>, state: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from (
      select r.date, r.draw_time
      from draw_reports r
      join lottery_draws d
        on d.state = r.state and d.date = r.date and d.draw_time = r.draw_time and d.winner = r.winner
      where r.state = ${state}
      group by r.date, r.draw_time
      having count(distinct r.source) >= 2
    ) confirmed`.execute(db);
  return rows[0]?.n ?? 0;
}
