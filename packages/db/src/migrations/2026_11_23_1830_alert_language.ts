/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on Kysely<any>: they must not depend on today's table types. */
// Alerts are composed later by the worker, with no request to take a language from, so the player's
// language is kept with their alert settings. Existing rows become English, what they were sent in.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table aert_data add column language text not null default 'en'
    constraint aert_data_language_check check (language in ('en', 'es'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table aert_data drop column language`.execute(db);
}
