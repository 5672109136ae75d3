/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on Kysely<any>: they must not depend on today's table types. */
// Every code the app e-mails or texts (signup, password reset, alert confirmation) leaves a row, so
// daily caps per destination and per account can be counted: nobody can make the server message an
// address without limit. Kysely<any>, no app imports (see the first migration).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('code_sends')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('channel', 'varchar(10)', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('purpose', 'varchar(10)', (c) =>
      c.notNull().check(sql`purpose in ('signup', 'reset', 'alert')`),
    )
    // Lower-cased e-mail or E.164 number.
    .addColumn('destination', 'varchar(320)', (c) => c.notNull())
    // The account that asked (null for signup and reset, which have no session).
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('code_sends_destination_idx')
    .on('code_sends')
    .columns(['destination', 'created_at'])
    .execute();
  await db.schema
    .createIndex('code_sends_user_idx')
    .on('code_sends')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('code_sends').execute();
}
