import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import { migrateToLatest, migrations } from './index.js';

describeEachDriver('migrations', (t) => {
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
        'push_sends',
        'push_subscriptions',
        'push_vapid_keys',
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
    expect(data.is_consecutive).toBe('false');
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
    const migrator = new Migrator({
      db: t.db(),
      provider: { getMigrations: async () => migrations },
    });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await tables()).toEqual([]);
    await migrateToLatest(t.db());
    expect(await tables()).toEqual(before);
  });

  it('renames lottery_draws.draw to draw_time on a database that holds draws, keeping them', async () => {
    const migrator = new Migrator({
      db: t.db(),
      provider: { getMigrations: async () => migrations },
    });
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
        values ('GA', '2025-07-04', 'NITE', '121', '121', '112', '112,121,211', 'test')`.execute(
        t.db(),
      ),
    ).rejects.toThrow(/lottery_draws_state_date_draw_time_key/);
    await expect(
      sql`insert into lottery_draws (state, date, draw_time, winner, actual_straight_winner, box_key, straight_combinations, source)
        values ('GA', '2025-07-05', 'NOON', '121', '121', '112', '112,121,211', 'test')`.execute(
        t.db(),
      ),
    ).rejects.toThrow(/check/);
  });
  it('gives the alert settings already stored the language English', async () => {
    const migrator = new Migrator({
      db: t.db(),
      provider: { getMigrations: async () => migrations },
    });
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
});
