/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on Kysely<any>: they must not depend on today's table types. */
// A data model that says what it holds (issue 26 item 5): the spec's 'true'/'false' text flags become
// booleans (every row keeps its value: 'true' is true, anything else was never written and reads
// false, as the code read it), the tracker's comma-joined remaining box keys become a text[] ('' is
// the empty list), and verification_codes.email, which also holds reset and alert-address keys
// (`reset:<address>`, `aert-sms:<owner>:<number>`), is renamed subject_key.
import { sql, type Kysely } from 'kysely';

/** Each text flag with its default, as the first migrations created them. */
const FLAGS: ReadonlyArray<[table: string, column: string, defaultValue: boolean]> = [
  ['users', 'email_alerts_enabled', false],
  ['users', 'sms_alerts_enabled', false],
  ['passcodes', 'is_active', true],
  ['state_pick3_urls', 'verified', true],
  ['ai_lottery_data', 'is_consecutive', false],
  ['aert_data', 'email_verified', false],
  ['aert_data', 'sms_verified', false],
  ['aert_data', 'alert_on_match_only', true],
  ['aert_data', 'daily_summary', false],
  ['expected_results', 'notification_sent', false],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column, defaultValue] of FLAGS) {
    const t = sql.table(table);
    const c = sql.ref(column);
    await sql`alter table ${t} alter column ${c} drop default`.execute(db);
    await sql`alter table ${t} alter column ${c} type boolean using (${c} = 'true')`.execute(db);
    await sql`alter table ${t} alter column ${c} set default ${sql.lit(defaultValue)}`.execute(db);
  }
  await sql`alter table expected_results alter column remaining_numbers drop default`.execute(db);
  await sql`alter table expected_results alter column remaining_numbers type text[]
    using (case when remaining_numbers = '' then array[]::text[]
                else string_to_array(remaining_numbers, ',') end)`.execute(db);
  await sql`alter table expected_results alter column remaining_numbers set default array[]::text[]`.execute(
    db,
  );
  await sql`alter table verification_codes rename column email to subject_key`.execute(db);
  await sql`alter index verification_codes_email_idx rename to verification_codes_subject_key_idx`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter index verification_codes_subject_key_idx rename to verification_codes_email_idx`.execute(
    db,
  );
  await sql`alter table verification_codes rename column subject_key to email`.execute(db);
  await sql`alter table expected_results alter column remaining_numbers drop default`.execute(db);
  await sql`alter table expected_results alter column remaining_numbers type text
    using (array_to_string(remaining_numbers, ','))`.execute(db);
  await sql`alter table expected_results alter column remaining_numbers set default ''`.execute(db);
  for (const [table, column, defaultValue] of FLAGS) {
    const t = sql.table(table);
    const c = sql.ref(column);
    await sql`alter table ${t} alter column ${c} drop default`.execute(db);
    await sql`alter table ${t} alter column ${c} type text
      using (case when ${c} then 'true' else 'false' end)`.execute(db);
    await sql`alter table ${t} alter column ${c} set default ${sql.lit(String(defaultValue))}`.execute(
      db,
    );
  }
}
