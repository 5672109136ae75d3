import { sql, type Kysely } from 'kysely';
import { trackerOutcome, type Draw, type DrawTimeCode } from '@pick3/core';
import type { DB, MatchStatus } from '../schema.js';
import { inTransaction } from './transaction.js';

export interface ExpectedResult {
  id: number;
  sessionId: string;
  visitorId: string | null;
  /** ISO date of the draw this result waits for. */
  expectedDate: string;
  state: string;
  drawTime: DrawTimeCode;
  winnerNumber: string | null;
  matchStatus: MatchStatus;
  notificationSent: boolean;
  /** The box keys that count as a win (the pool's remaining set when recorded). */
  remainingNumbers: string[];
  createdAt: Date;
}

export interface NewExpectedResult {
  sessionId: string;
  visitorId?: string | null;
  expectedDate: string;
  state: string;
  drawTime: DrawTimeCode;
  remainingNumbers: readonly string[];
}

const DRAW_ORDER = sql<number>`case draw_time when 'MORN' then 0 when 'DAY' then 1 when 'EVE' then 2 else 3 end`;

const resultColumns = [
  'id',
  'session_id as sessionId',
  'ip_address as visitorId',
  'expected_date as expectedDate',
  'state',
  'draw_time as drawTime',
  'winner_number as winnerNumber',
  'match_status as matchStatus',
  'notification_sent as notificationSent',
  'remaining_numbers as remainingNumbers',
  'created_at as createdAt',
] as const;

/** A tracker session's expected results, newest draw first. */
export async function listBySession(
  db: Kysely<DB>,
  sessionId: string,
  limit = 200,
): Promise<ExpectedResult[]> {
  const rows = await db
    .selectFrom('expected_results')
    .select(resultColumns)
    .where('session_id', '=', sessionId)
    .orderBy('expected_date', 'desc')
    .orderBy(DRAW_ORDER, 'desc')
    .limit(limit)
    .execute();
  return rows;
}

/**
 * Records a pending result for a coming draw. Idempotent per (session, date, draw time): a second
 * call returns the first row unchanged (`created: false`), keeping the set recorded first.
 */
export async function insertPending(
  db: Kysely<DB>,
  pending: NewExpectedResult,
): Promise<{ result: ExpectedResult; created: boolean }> {
  const inserted = await db
    .insertInto('expected_results')
    .values({
      session_id: pending.sessionId,
      ip_address: pending.visitorId ?? null,
      expected_date: pending.expectedDate,
      state: pending.state,
      draw_time: pending.drawTime,
      remaining_numbers: [...pending.remainingNumbers],
    })
    .onConflict((oc) => oc.constraint('expected_results_key').doNothing())
    .returning(resultColumns)
    .executeTakeFirst();
  if (inserted !== undefined) return { result: inserted, created: true };
  const existing = await db
    .selectFrom('expected_results')
    .select(resultColumns)
    .where('session_id', '=', pending.sessionId)
    .where('expected_date', '=', pending.expectedDate)
    .where('draw_time', '=', pending.drawTime)
    .executeTakeFirstOrThrow();
  return { result: existing, created: false };
}

/**
 * Settles the pending results of a state that these draws decide (core's `trackerOutcome`: `win`
 * when the winner's box key is in the recorded set, else `loss`); the winner is stored. Settled rows are never changed again.
 * Returns the rows it settled.
 */
export async function matchPending(
  db: Kysely<DB>,
  state: string,
  draws: readonly Draw[],
): Promise<ExpectedResult[]> {
  if (draws.length === 0) return [];
  const winners = new Map(draws.map((d) => [`${d.date}|${d.drawTime}`, d.number]));
  return inTransaction(db, async (trx) => {
    const pending = await trx
      .selectFrom('expected_results')
      .select(['id', 'expected_date', 'draw_time', 'remaining_numbers'])
      .where('state', '=', state)
      .where('match_status', '=', 'pending')
      // Dates only (the draw time is checked below): PGlite mishandles long row-value IN lists.
      .where('expected_date', 'in', [...new Set(draws.map((d) => d.date))])
      .forUpdate()
      .execute();
    const settled: ExpectedResult[] = [];
    for (const row of pending) {
      const winner = winners.get(`${row.expected_date}|${row.draw_time}`);
      if (winner === undefined) continue;
      const recorded = row.remaining_numbers;
      const updated = await trx
        .updateTable('expected_results')
        .set({
          winner_number: winner,
          match_status: trackerOutcome(recorded, winner),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', row.id)
        .where('match_status', '=', 'pending')
        .returning(resultColumns)
        .executeTakeFirst();
      if (updated !== undefined) settled.push(updated);
    }
    return settled;
  });
}

/** Marks a settled result as notified, so an alert is sent once. */
export async function markNotificationSent(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('expected_results')
    .set({ notification_sent: true, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}
