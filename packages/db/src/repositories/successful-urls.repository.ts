import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema.js';

export interface SuccessfulUrl {
  state: string;
  url: string;
  /** '' when the URL serves every draw time. */
  timeLabel: string;
  lastUsed: Date;
  successCount: number;
}

/** Counts one more successful fetch of a source URL; returns the new count. */
export async function recordSuccess(
  db: Kysely<DB>,
  hit: { state: string; url: string; timeLabel?: string },
  at: Date = new Date(),
): Promise<number> {
  const row = await db
    .insertInto('successful_urls')
    .values({
      state: hit.state,
      url: hit.url,
      time_label: hit.timeLabel ?? '',
      last_used: at,
      success_count: 1,
    })
    .onConflict((oc) =>
      oc.columns(['state', 'url', 'time_label']).doUpdateSet({
        last_used: at,
        success_count: sql<number>`successful_urls.success_count + 1`,
      }),
    )
    .returning('success_count')
    .executeTakeFirstOrThrow();
  return row.success_count;
}

/** Known-good URLs, most recently used first; of one state or of all. */
export async function list(db: Kysely<DB>, state?: string): Promise<SuccessfulUrl[]> {
  let query = db
    .selectFrom('successful_urls')
    .select([
      'state',
      'url',
      'time_label as timeLabel',
      'last_used as lastUsed',
      'success_count as successCount',
    ])
    .orderBy('last_used', 'desc')
    .orderBy('id', 'desc');
  if (state !== undefined) query = query.where('state', '=', state);
  return query.execute();
}
