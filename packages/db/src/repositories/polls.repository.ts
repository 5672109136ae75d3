import type { Kysely } from 'kysely';
import type { DB } from '../schema.js';

export interface NewPoll {
  pollType: string;
  selectedLottoPool?: string | null;
  selectedPairsum?: string | null;
  state?: string | null;
  visitorId?: string | null;
}

/** Stores one poll answer; returns its id. */
export async function insert(db: Kysely<DB>, poll: NewPoll): Promise<number> {
  const row = await db
    .insertInto('polls')
    .values({
      poll_type: poll.pollType,
      selected_lotto_pool: poll.selectedLottoPool ?? null,
      selected_pairsum: poll.selectedPairsum ?? null,
      state: poll.state ?? null,
      visitor_id: poll.visitorId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
