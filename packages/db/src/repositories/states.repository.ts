import type { Kysely } from 'kysely';
import { STATES } from '@pick3/core';
import type { DB } from '../schema.js';

export interface StateSite {
  stateCode: string;
  stateName: string;
  pick3Url: string;
  gameName: string;
  verified: boolean;
  lastScraped: Date | null;
}

/** The Lottery Sites list, ordered by state code. */
export async function list(db: Kysely<DB>): Promise<StateSite[]> {
  return db
    .selectFrom('state_pick3_urls')
    .select([
      'state_code as stateCode',
      'state_name as stateName',
      'pick3_url as pick3Url',
      'game_name as gameName',
      'verified',
      'last_scraped as lastScraped',
    ])
    .orderBy('state_code')
    .execute();
}

/**
 * Writes @pick3/core's STATES into state_pick3_urls. Idempotent: names, game names and URLs follow
 * the code's list; `verified` and `last_scraped` (operational facts) are kept.
 */
export async function seedStates(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('state_pick3_urls')
    .values(
      STATES.map((s) => ({
        state_code: s.code,
        state_name: s.name,
        pick3_url: s.url,
        game_name: s.gameName,
      })),
    )
    .onConflict((oc) =>
      oc.column('state_code').doUpdateSet((eb) => ({
        state_name: eb.ref('excluded.state_name'),
        pick3_url: eb.ref('excluded.pick3_url'),
        game_name: eb.ref('excluded.game_name'),
      })),
    )
    .execute();
}

/** Records that a state's sources were just scraped. */
export async function markScraped(
  db: Kysely<DB>,
  stateCode: string,
  at: Date = new Date(),
): Promise<void> {
  await db
    .updateTable('state_pick3_urls')
    .set({ last_scraped: at })
    .where('state_code', '=', stateCode)
    .execute();
}
