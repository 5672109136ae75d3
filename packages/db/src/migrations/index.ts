/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on Kysely<any>: they must not depend on today's table types. */
// A static list rather than a folder scan: bundlers and `dist` layouts cannot lose a migration.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as draws from './2026_11_22_0630_draws.js';
import * as accounts from './2026_11_22_0640_accounts.js';
import * as visitors from './2026_11_22_0650_visitors.js';
import * as alertDeliveryStatus from './2026_11_22_0900_alert_delivery_status.js';
import * as ingestRunChecks from './2026_11_23_1000_ingest_run_checks.js';
import * as orderItems from './2026_11_23_1100_order_items.js';
import * as codeSends from './2026_11_23_1110_code_sends.js';
import * as drawTimeColumn from './2026_11_23_1700_draw_time_column.js';
import * as alertLanguage from './2026_11_23_1830_alert_language.js';
import * as userCreator from './2026_11_25_1700_user_creator.js';
import * as sourceChecks from './2026_11_25_1730_source_checks.js';
import * as playOwners from './2026_11_25_2110_play_owners.js';
import * as webPush from './2026_11_25_2130_web_push.js';
import * as typedColumns from './2026_11_25_2150_typed_columns.js';
import * as drawCombinationsArray from './2026_11_26_0100_draw_combinations_array.js';
import * as drawExtraBalls from './2026_11_28_0400_draw_extra_balls.js';
import * as round4Limits from './2026_11_28_0500_round4_limits.js';
import * as boardPicks from './2026_11_28_0600_board_picks.js';
import * as durableState from './2026_11_28_0700_durable_state.js';

export const migrations: Record<string, Migration> = {
  '2026_11_22_0630_draws': draws,
  '2026_11_22_0640_accounts': accounts,
  '2026_11_22_0650_visitors': visitors,
  '2026_11_22_0900_alert_delivery_status': alertDeliveryStatus,
  '2026_11_23_1000_ingest_run_checks': ingestRunChecks,
  '2026_11_23_1100_order_items': orderItems,
  '2026_11_23_1110_code_sends': codeSends,
  '2026_11_23_1700_draw_time_column': drawTimeColumn,
  '2026_11_23_1830_alert_language': alertLanguage,
  '2026_11_25_1700_user_creator': userCreator,
  '2026_11_25_1730_source_checks': sourceChecks,
  '2026_11_25_2110_play_owners': playOwners,
  '2026_11_25_2130_web_push': webPush,
  '2026_11_25_2150_typed_columns': typedColumns,
  '2026_11_26_0100_draw_combinations_array': drawCombinationsArray,
  '2026_11_28_0400_draw_extra_balls': drawExtraBalls,
  '2026_11_28_0500_round4_limits': round4Limits,
  '2026_11_28_0600_board_picks': boardPicks,
  '2026_11_28_0700_durable_state': durableState,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies every pending migration; throws the first migration error with the migration's name. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
}
