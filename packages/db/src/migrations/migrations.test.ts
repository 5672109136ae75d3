import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import { migrateToLatest, migrations } from './index.js';

describeEachDriver('migrations', (t) => {
  // A migrator over the static list, to put the database back at an older migration and fill it.
  const migratorOf = () =>
    new Migrator({ db: t.db(), provider: { getMigrations: async () => migrations } });
  const tables = async (): Promise<string[]> => {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_name not like 'kysely_%' order by 1`.execute(t.db());
    return rows.map((r) => r.name);
  };

  it('creates every stored record of the spec plus the app tables', async () => {
    expect(await tables()).toEqual(
      [
        'aert_data',
        'ai_analysis_cache',
        'ai_lottery_data',
        'alert_deliveries',
        'auth_attempts',
        'backfill_pages',
        'backfill_runs',
        'board_picks',
        'board_regrades',
        'cart_items',
        'code_sends',
        'draw_conflicts',
        'draw_reports',
        'expected_results',
        'faqs',
        'ingest_runs',
        'lottery_draws',
        'order_items',
        'orders',
        'passcodes',
        'polls',
        'purchased_plays',
        'rate_counters',
        'refresh_jobs',
        'push_sends',
        'push_subscriptions',
        'push_vapid_keys',
        'sandbox_orders',
        'sessions',
        'state_pick3_urls',
        'successful_urls',
        'users',
        'verification_codes',
      ].sort(),
    );
  });

  it('applies the spec defaults and length limits', async () => {
    const faq = await t
      .db()
      .insertInto('faqs')
      .values({ question: 'Q?', answer: 'A.' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(faq).toMatchObject({ category: 'general', sort_order: 0 });
    const ai = await t
      .db()
      .insertInto('ai_analysis_cache')
      .values({ prompt_type: 'analysis', state: 'GA', analysis_result: '{}' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(ai.qualifies).toBe('unknown');
    const data = await t
      .db()
      .insertInto('ai_lottery_data')
      .values({ numbers: '123', date: '7/4/2025', time_label: 'Eve', state: 'GA' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(data.is_consecutive).toBe(false);
    await expect(
      t
        .db()
        .insertInto('faqs')
        .values({ question: 'Q', answer: 'A', category: 'x'.repeat(101) })
        .execute(),
    ).rejects.toThrow(/too long/);
    await expect(
      t
        .db()
        .insertInto('auth_attempts')
        .values({ ip_address: '1'.repeat(46) })
        .execute(),
    ).rejects.toThrow(/too long/);
  });

  it('rolls every migration down and up again', async () => {
    const before = await tables();
    const migrator = migratorOf();
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await tables()).toEqual([]);
    await migrateToLatest(t.db());
    expect(await tables()).toEqual(before);
  });

  it('renames lottery_draws.draw to draw_time on a database that holds draws, keeping them', async () => {
    const migrator = migratorOf();
    // The database as it was before the rename, with a stored draw.
    expect((await migrator.migrateTo('2026_11_23_1110_code_sends')).error).toBeUndefined();
    await sql`insert into lottery_draws (state, date, draw, winner, actual_straight_winner, box_key, straight_combinations, source)
      values ('GA', '2025-07-04', 'NITE', '120', '120', '012', '012,021,102,120,201,210', 'test')`.execute(
      t.db(),
    );
    await migrateToLatest(t.db());
    const { rows } = await sql<{ drawTime: string; order: number; winner: string }>`
      select draw_time as "drawTime", draw_order as "order", winner from lottery_draws`.execute(
      t.db(),
    );
    expect(rows).toEqual([{ drawTime: 'NITE', order: 3, winner: '120' }]);
    // The unique key and the check followed the column.
    await expect(
      sql`insert into lottery_draws (state, date, draw_time, winner, actual_straight_winner, box_key, straight_combinations, source)
        values ('GA', '2025-07-04', 'NITE', '121', '121', '112', '{112,121,211}', 'test')`.execute(
        t.db(),
      ),
    ).rejects.toThrow(/lottery_draws_state_date_draw_time_key/);
    await expect(
      sql`insert into lottery_draws (state, date, draw_time, winner, actual_straight_winner, box_key, straight_combinations, source)
        values ('GA', '2025-07-05', 'NOON', '121', '121', '112', '{112,121,211}', 'test')`.execute(
        t.db(),
      ),
    ).rejects.toThrow(/check/);
  });
  it('gives the alert settings already stored the language English', async () => {
    const migrator = migratorOf();
    // The database as it was before alerts had a language, with a player's settings.
    expect((await migrator.migrateTo('2026_11_23_1700_draw_time_column')).error).toBeUndefined();
    await sql`insert into aert_data (ip_address, email, tracked_entries) values ('v1', 'a@x.com', '[]')`.execute(
      t.db(),
    );
    await migrateToLatest(t.db());
    const { rows } = await sql<{ language: string; email: string }>`
      select language, email from aert_data`.execute(t.db());
    expect(rows).toEqual([{ language: 'en', email: 'a@x.com' }]);
    await expect(sql`update aert_data set language = 'fr'`.execute(t.db())).rejects.toThrow(
      /aert_data_language_check/,
    );
  });
  it('makes text flags booleans, the remaining box keys an array and names the code key, keeping every row', async () => {
    const migrator = migratorOf();
    // The database as it was before, filled: each flag both ways, a list of three keys and an empty
    // one, and codes of the three flows.
    expect((await migrator.migrateTo('2026_11_25_1730_source_checks')).error).toBeUndefined();
    const db = t.db();
    await sql`insert into users (full_name, email, password_hash, email_alerts_enabled, sms_alerts_enabled)
      values ('A', 'a@x.com', 'h', 'true', 'false'), ('B', 'b@x.com', 'h', 'false', 'true')`.execute(
      db,
    );
    await sql`insert into passcodes (code_hash, is_active) values ('p1', 'true'), ('p2', 'false')`.execute(
      db,
    );
    // The state list is seeded by the first migration: Georgia's row is made unverified.
    await sql`update state_pick3_urls set verified = 'false' where state_code = 'GA'`.execute(db);
    await sql`insert into ai_lottery_data (numbers, date, time_label, state, is_consecutive)
      values ('123', '2026-01-01', 'Evening', 'GA', 'true'), ('135', '2026-01-01', 'Midday', 'GA', 'false')`.execute(
      db,
    );
    await sql`insert into aert_data (ip_address, email_verified, sms_verified, alert_on_match_only, daily_summary, tracked_entries)
      values ('v1', 'true', 'false', 'false', 'true', '[]'), ('v2', 'false', 'true', 'true', 'false', '[]')`.execute(
      db,
    );
    await sql`insert into expected_results (session_id, expected_date, state, draw_time, remaining_numbers, notification_sent)
      values ('s1', '2026-01-02', 'GA', 'EVE', '011,123,999', 'true'), ('s2', '2026-01-03', 'GA', 'DAY', '', 'false')`.execute(
      db,
    );
    await sql`insert into verification_codes (email, code_hash, expires_at)
      values ('a@x.com', 'h1', now()), ('reset:a@x.com', 'h2', now()), ('aert-sms:user:1:+15551234567', 'h3', now())`.execute(
      db,
    );

    await migrateToLatest(db);

    const rows = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows;
    expect(
      await rows(
        sql`select email, email_alerts_enabled, sms_alerts_enabled from users order by email`,
      ),
    ).toEqual([
      { email: 'a@x.com', email_alerts_enabled: true, sms_alerts_enabled: false },
      { email: 'b@x.com', email_alerts_enabled: false, sms_alerts_enabled: true },
    ]);
    expect(await rows(sql`select code_hash, is_active from passcodes order by code_hash`)).toEqual([
      { code_hash: 'p1', is_active: true },
      { code_hash: 'p2', is_active: false },
    ]);
    expect(
      await rows(
        sql`select state_code, verified from state_pick3_urls where state_code in ('GA', 'TX') order by state_code`,
      ),
    ).toEqual([
      { state_code: 'GA', verified: false },
      { state_code: 'TX', verified: true },
    ]);
    expect(
      await rows(sql`select numbers, is_consecutive from ai_lottery_data order by numbers`),
    ).toEqual([
      { numbers: '123', is_consecutive: true },
      { numbers: '135', is_consecutive: false },
    ]);
    expect(
      await rows(sql`select ip_address, email_verified, sms_verified, alert_on_match_only, daily_summary
        from aert_data order by ip_address`),
    ).toEqual([
      {
        ip_address: 'v1',
        email_verified: true,
        sms_verified: false,
        alert_on_match_only: false,
        daily_summary: true,
      },
      {
        ip_address: 'v2',
        email_verified: false,
        sms_verified: true,
        alert_on_match_only: true,
        daily_summary: false,
      },
    ]);
    expect(
      await rows(
        sql`select session_id, remaining_numbers, notification_sent from expected_results order by session_id`,
      ),
    ).toEqual([
      { session_id: 's1', remaining_numbers: ['011', '123', '999'], notification_sent: true },
      { session_id: 's2', remaining_numbers: [], notification_sent: false },
    ]);
    expect(await rows(sql`select subject_key from verification_codes order by id`)).toEqual([
      { subject_key: 'a@x.com' },
      { subject_key: 'reset:a@x.com' },
      { subject_key: 'aert-sms:user:1:+15551234567' },
    ]);
    // New rows get the old defaults, now typed.
    await sql`insert into passcodes (code_hash) values ('p3')`.execute(db);
    await sql`insert into aert_data (ip_address, tracked_entries) values ('v3', '[]')`.execute(db);
    expect(await rows(sql`select is_active from passcodes where code_hash = 'p3'`)).toEqual([
      { is_active: true },
    ]);
    expect(
      await rows(
        sql`select email_verified, alert_on_match_only, daily_summary from aert_data where ip_address = 'v3'`,
      ),
    ).toEqual([{ email_verified: false, alert_on_match_only: true, daily_summary: false }]);
  });

  it("makes a draw's straight combinations an array, keeping every draw", async () => {
    const migrator = migratorOf();
    // The database as it was before, filled with draws of each digit type in two states.
    expect((await migrator.migrateTo('2026_11_25_2150_typed_columns')).error).toBeUndefined();
    const db = t.db();
    await sql`insert into lottery_draws (state, date, draw_time, winner, actual_straight_winner, box_key, straight_combinations, source)
      values ('GA', '2025-07-04', 'EVE', '610', '610', '016', '016,061,106,160,601,610', 'test'),
             ('GA', '2025-07-04', 'NITE', '121', '121', '112', '112,121,211', 'test'),
             ('TX', '2025-07-04', 'MORN', '777', '777', '777', '777', 'test')`.execute(db);
    const count = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from lottery_draws`.execute(db)).rows[0]
        ?.n;
    const before = await count();

    await migrateToLatest(db);

    expect(await count()).toBe(before);
    const { rows } = await sql<{ winner: string; straight_combinations: string[] }>`
      select winner, straight_combinations from lottery_draws order by id`.execute(db);
    expect(rows).toEqual([
      { winner: '610', straight_combinations: ['016', '061', '106', '160', '601', '610'] },
      { winner: '121', straight_combinations: ['112', '121', '211'] },
      { winner: '777', straight_combinations: ['777'] },
    ]);
    // Rolled back, the column is the spec's comma-joined text again.
    expect((await migrator.migrateTo('2026_11_25_2150_typed_columns')).error).toBeUndefined();
    const joined = await sql<{ straight_combinations: string }>`
      select straight_combinations from lottery_draws order by id`.execute(db);
    expect(joined.rows.map((r) => r.straight_combinations)).toEqual([
      '016,061,106,160,601,610',
      '112,121,211',
      '777',
    ]);
  });

  it('adds the durable-state tables and board alerts to a filled database, keeping its deliveries', async () => {
    const migrator = migratorOf();
    expect((await migrator.migrateTo('2026_11_28_0600_board_picks')).error).toBeUndefined();
    const db = t.db();
    await sql`insert into alert_deliveries (channel, kind, recipient, state, date, draw_time, number, status)
      values ('email', 'match', 'a@example.com', 'GA', '2025-07-04', 'EVE', '610', 'sent'),
             ('sms', 'summary', '+15551234567', '', '2025-07-04', '', '', 'skipped')`.execute(db);
    // Before: a board delivery is refused by the kind check.
    await expect(
      sql`insert into alert_deliveries (channel, kind, recipient, state, date, draw_time, number)
        values ('email', 'board', 'a@example.com', 'GA', '2025-07-04', 'EVE', '')`.execute(db),
    ).rejects.toThrow(/check/);

    await migrateToLatest(db);
    await sql`insert into alert_deliveries (channel, kind, recipient, state, date, draw_time, number)
      values ('email', 'board', 'a@example.com', 'GA', '2025-07-04', 'EVE', '')`.execute(db);
    const kinds = async () =>
      (
        await sql<{ kind: string }>`select kind from alert_deliveries order by id`.execute(db)
      ).rows.map((r) => r.kind);
    expect(await kinds()).toEqual(['match', 'summary', 'board']);
    await expect(
      sql`insert into alert_deliveries (channel, kind, recipient, state, date, draw_time, number)
        values ('email', 'other', 'a@example.com', 'GA', '2025-07-04', 'EVE', '')`.execute(db),
    ).rejects.toThrow(/check/);

    // Rolled back: the board deliveries go (their kind no longer exists), the others stay.
    expect((await migrator.migrateTo('2026_11_28_0600_board_picks')).error).toBeUndefined();
    expect(await kinds()).toEqual(['match', 'summary']);
    expect(await tables()).not.toContain('rate_counters');
  });
});
