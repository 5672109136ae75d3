/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on Kysely<any>: they must not depend on today's table types. */
// Which browser created an account: a digest of the visitor cookie's id (never the id itself). Demo
// mode shows a signup or reset code on screen only to that browser, and a signup verified in another
// browser keeps no password. Accounts created before have none, so no browser is shown their codes.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column created_by_visitor text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column created_by_visitor`.execute(db);
}
