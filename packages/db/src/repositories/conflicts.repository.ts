import type { Kysely } from 'kysely';
import type { DrawTimeCode } from '@pick3/core';
import type { DB } from '../schema.js';

export interface DrawConflict {
  id: number;
  state: string;
  date: string;
  drawTime: DrawTimeCode;
  storedWinner: string;
  incomingWinner: string;
  /** The first source that reported this incoming winner. */
  source: string;
  /** When it was last reported. */
  seenAt: Date;
  /** `kept`: the stored value stayed; `replaced`: the official value replaced an aggregate's. */
  resolution: 'kept' | 'replaced';
}

/** Recorded conflicts (a source reporting another winner for a stored draw), latest seen first. */
export async function list(
  db: Kysely<DB>,
  options: { state?: string; limit?: number } = {},
): Promise<DrawConflict[]> {
  let query = db
    .selectFrom('draw_conflicts')
    .select([
      'id',
      'state',
      'date',
      'draw_time as drawTime',
      'stored_winner as storedWinner',
      'incoming_winner as incomingWinner',
      'source',
      'seen_at as seenAt',
      'resolution',
    ])
    .orderBy('seen_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? 100);
  if (options.state !== undefined) query = query.where('state', '=', options.state);
  const rows = await query.execute();
  return rows as DrawConflict[];
}
