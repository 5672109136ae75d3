/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on Kysely<any>: they must not depend on today's table types. */
// Ingest runs say what they checked:
// - content_sha256: the bundled history file's content a `bundled:<file>` run imported, so a start
//   re-imports (merge-only) a file whose content changed and skips one that did not.
// - rows_rejected / rejections: rows a source served that cannot be real draws (dated in the
//   future, a draw time the state did not hold that day, before the game existed). They are not
//   stored and do not fail the run; `rejections` holds the count and one example per reason.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ingest_runs').addColumn('content_sha256', 'varchar(64)').execute();
  await db.schema
    .alterTable('ingest_runs')
    .addColumn('rows_rejected', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('ingest_runs').addColumn('rejections', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['rejections', 'rows_rejected', 'content_sha256']) {
    await db.schema.alterTable('ingest_runs').dropColumn(column).execute();
  }
}
