/**
 * Kysely table types: one interface per table, columns in snake_case exactly as stored.
 *
 * Conventions (documented once here, relied on by every repository):
 * - Timestamps are `timestamptz` and come back as JS `Date` objects on both drivers.
 * - Draw dates are ISO `YYYY-MM-DD` text (collation "C"), never a SQL `date`: a `date` comes back
 *   as a JS Date at local midnight from `pg`, which shifts the day in some time zones.
 * - Draw times are stored as their codes (MORN, DAY, EVE, NITE).
 * - Flags are booleans, lists are arrays (the spec's 'true'/'false' text flags and comma-joined lists
 *   were converted by migrations 2026_11_25_2150_typed_columns and
 *   2026_11_26_0100_draw_combinations_array).
 * - `ip_address` columns of the spec's visitor tables hold the visitor id the API derives (an IP or
 *   a visitor cookie id, at most 45 characters): the spec identifies anonymous visitors by IP.
 */
import type {
  ColumnType,
  Generated,
  GeneratedAlways,
  Insertable,
  Selectable,
  Updateable,
} from 'kysely';
import type { DrawTimeCode } from '@pick3/core';

/** A timestamptz column that may be set on insert and update. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a database default (now()). */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column: written as JSON text, read back parsed. */
export type Json = ColumnType<unknown, string, string>;

export type SubscriptionStatus = 'none' | 'active' | 'cancelled' | 'past_due';
export type OrderKind = 'subscription' | 'cart';
export type OrderStatus = 'created' | 'captured' | 'failed';
export type MatchStatus = 'pending' | 'win' | 'loss';
export type AlertChannel = 'email' | 'sms';

export interface UsersTable {
  id: Generated<string>;
  full_name: string;
  email: string;
  password_hash: string;
  state: string | null;
  zip_code: string | null;
  phone: string | null;
  email_alerts_enabled: Generated<boolean>;
  sms_alerts_enabled: Generated<boolean>;
  email_verified: Generated<boolean>;
  subscription_status: ColumnType<
    SubscriptionStatus,
    SubscriptionStatus | undefined,
    SubscriptionStatus
  >;
  subscription_plan: string | null;
  next_billing: Timestamp | null;
  /** Digest of the visitor cookie id of the browser whose signup created the account. */
  created_by_visitor: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
}

export interface FaqsTable {
  id: Generated<number>;
  question: string;
  answer: string;
  category: ColumnType<string, string | undefined, string>;
  /** The spec's `order` (a reserved word in SQL). */
  sort_order: Generated<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface PasscodesTable {
  id: Generated<number>;
  /** An optional label; the secret itself is only stored as `code_hash`. */
  code: string | null;
  code_hash: string;
  assigned_ip: string | null;
  is_active: Generated<boolean>;
  first_used_at: Timestamp | null;
  last_used_at: Timestamp | null;
  usage_count: Generated<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface AuthAttemptsTable {
  id: Generated<number>;
  ip_address: string;
  attempt_count: Generated<number>;
  last_attempt: Timestamp | null;
  blocked_until: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  /**
   * What the code proves, for whom: a signup's address, `reset:<address>`, or an alert address's
   * `aert-<channel>:<owner>:<address>` (compared case-insensitively).
   */
  subject_key: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface LotteryDrawsTable {
  id: Generated<number>;
  state: string;
  /** ISO YYYY-MM-DD. */
  date: string;
  /** Draw time code (the spec's `draw` field). */
  draw_time: DrawTimeCode;
  /** MORN 0 < DAY 1 < EVE 2 < NITE 3, generated from `draw_time` so "newest N" is one index scan. */
  draw_order: GeneratedAlways<number>;
  /** The straight number as drawn. */
  winner: string;
  actual_straight_winner: string;
  /** The sorted digits of the winner. */
  box_key: string;
  /** The distinct permutations of the box key, ascending. */
  straight_combinations: string[];
  source: string;
  /** What kind of source stored it: an official report replaces an aggregate's other value. */
  source_kind: Generated<SourceKindColumn>;
  /** The extra ball drawn beside the number (Fireball, Wild Ball), one digit; null when none is known. */
  extra_ball: ColumnType<string | null, string | null | undefined, string | null>;
  /** NC's Double Draw of that night, three digits; null when none. */
  double_draw: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** `history`: bundled files and CLI imports; `official`: a state lottery; `aggregate`: a results site. */
export type SourceKindColumn = 'history' | 'official' | 'aggregate';

/** What one live source reported for one draw (the latest value it gave). */
export interface DrawReportsTable {
  id: Generated<number>;
  state: string;
  date: string;
  draw_time: DrawTimeCode;
  source: string;
  source_kind: SourceKindColumn;
  winner: string;
  first_seen_at: DefaultTimestamp;
  last_seen_at: DefaultTimestamp;
}

export type BackfillStatus = 'running' | 'done' | 'failed' | 'interrupted';

/** One walk of a source's archive back to `from_date`. */
export interface BackfillRunsTable {
  id: Generated<number>;
  state: string;
  source: string;
  from_date: string;
  to_date: string;
  trigger: 'cli' | 'worker' | 'test';
  status: Generated<BackfillStatus>;
  pages_total: Generated<number>;
  pages_done: Generated<number>;
  rows_added: Generated<number>;
  failures: Generated<number>;
  error: string | null;
  started_at: DefaultTimestamp;
  finished_at: Timestamp | null;
}

/** An archive page merged by a backfill: a resumed backfill does not ask for it again. */
export interface BackfillPagesTable {
  id: Generated<number>;
  source: string;
  page_key: string;
  run_id: number;
  rows_seen: number;
  rows_added: number;
  done_at: DefaultTimestamp;
}

export interface DrawConflictsTable {
  id: Generated<number>;
  state: string;
  date: string;
  draw_time: DrawTimeCode;
  stored_winner: string;
  incoming_winner: string;
  source: string;
  seen_at: DefaultTimestamp;
  /** `kept`: the stored value stayed; `replaced`: an official value replaced an aggregate's. */
  resolution: Generated<'kept' | 'replaced'>;
}

export interface IngestRunsTable {
  id: Generated<number>;
  source: string;
  state: string | null;
  started_at: DefaultTimestamp;
  finished_at: Timestamp | null;
  rows_seen: Generated<number>;
  rows_added: Generated<number>;
  rows_unchanged: Generated<number>;
  conflicts: Generated<number>;
  error: string | null;
  /** sha256 (hex) of the bundled file a `bundled:<file>` run imported; null for other runs. */
  content_sha256: string | null;
  /** Rows the source served that were rejected (future date, draw time not held, before the game). */
  rows_rejected: Generated<number>;
  /** Per rejection reason: `{ count, example }`; null when nothing was rejected. */
  rejections: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface StatePick3UrlsTable {
  id: Generated<number>;
  state_code: string;
  state_name: string;
  pick3_url: string;
  game_name: string;
  verified: Generated<boolean>;
  last_scraped: Timestamp | null;
}

export interface SuccessfulUrlsTable {
  id: Generated<number>;
  state: string;
  url: string;
  /** '' when the URL serves every draw time. */
  time_label: ColumnType<string, string | undefined, string>;
  last_used: DefaultTimestamp;
  success_count: Generated<number>;
}

export interface AiAnalysisCacheTable {
  id: Generated<number>;
  prompt_type: string;
  state: string;
  analysis_result: string;
  qualifies: ColumnType<string, string | undefined, string>;
  state_link: string | null;
  window_data: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface AiLotteryDataTable {
  id: Generated<number>;
  numbers: string;
  date: string;
  time_label: string;
  state: string;
  digit_pattern: string | null;
  is_consecutive: Generated<boolean>;
  sorted_numbers: string | null;
  created_at: DefaultTimestamp;
}

/** The spec's aert_data: alert settings, one row per visitor or account. */
export interface AlertSettingsTable {
  id: Generated<number>;
  ip_address: string;
  email: string | null;
  sms_number: string | null;
  email_verified: Generated<boolean>;
  sms_verified: Generated<boolean>;
  alert_on_match_only: Generated<boolean>;
  daily_summary: Generated<boolean>;
  track_morning: Generated<boolean>;
  track_day: Generated<boolean>;
  track_evening: Generated<boolean>;
  track_night: Generated<boolean>;
  is_tracking: Generated<boolean>;
  tracked_entries: Json;
  /** The player's language for alerts ('en' | 'es'), from the request that saved the settings. */
  language: ColumnType<AlertLanguage, AlertLanguage | undefined, AlertLanguage>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type AlertLanguage = 'en' | 'es';

export interface CartItemsTable {
  id: Generated<number>;
  /** The visitor who added the line (who owns it while user_id is null). */
  ip_address: string;
  /** The account that owns the line; null for a logged-out visitor's line. */
  user_id: ColumnType<string | null, string | null | undefined, string | null>;
  number: string;
  state: string;
  /** As the client sends it ('Evening'): the cart keeps the label it was given. */
  draw_time: string;
  play_type: string;
  /** '' when the item belongs to no pool. */
  lotto_pool: ColumnType<string, string | undefined, string>;
  quantity: ColumnType<number, number | undefined, number>;
  price_per_play: ColumnType<number, number | undefined, number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface ExpectedResultsTable {
  id: Generated<number>;
  ip_address: string | null;
  session_id: string;
  expected_date: string;
  state: string;
  draw_time: DrawTimeCode;
  winner_number: string | null;
  /** The box keys that count as a win (the pool's remaining set when recorded). */
  remaining_numbers: ColumnType<string[], string[] | undefined, string[]>;
  match_status: ColumnType<MatchStatus, MatchStatus | undefined, MatchStatus>;
  notification_sent: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface PollsTable {
  id: Generated<number>;
  poll_type: string;
  selected_lotto_pool: string | null;
  selected_pairsum: string | null;
  state: string | null;
  visitor_id: string | null;
  created_at: DefaultTimestamp;
}

export interface OrdersTable {
  id: Generated<string>;
  provider_order_id: string;
  kind: OrderKind;
  amount_cents: number;
  currency: ColumnType<string, string | undefined, string>;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  visitor_id: string | null;
  user_id: string | null;
  created_at: DefaultTimestamp;
  captured_at: Timestamp | null;
}

export interface PurchasedPlaysTable {
  id: Generated<number>;
  order_id: string;
  /** The browser that bought the play (who owns it while user_id is null). */
  visitor_id: string;
  /** The account that owns the play; null for a logged-out visitor's play. */
  user_id: ColumnType<string | null, string | null | undefined, string | null>;
  number: string;
  state: string;
  draw_time: string;
  /** ISO date of the draw the play is for (core's purchaseDraw); null for plays bought before it was recorded. */
  draw_date: ColumnType<string | null, string | null | undefined, string | null>;
  play_type: string;
  lotto_pool: string;
  quantity: number;
  price_per_play: number;
  created_at: DefaultTimestamp;
}

/** A line of an order as it was when the order was created (what its capture grants). */
export interface OrderItemsTable {
  id: Generated<number>;
  order_id: string;
  number: string;
  state: string;
  draw_time: string;
  play_type: string;
  lotto_pool: string;
  quantity: number;
  price_per_play: number;
}

export type CodeSendPurpose = 'signup' | 'reset' | 'alert';

/** One code e-mailed or texted, for the daily caps per destination and per account. */
export interface CodeSendsTable {
  id: Generated<number>;
  channel: AlertChannel;
  purpose: CodeSendPurpose;
  destination: string;
  user_id: string | null;
  /** The client address that asked (issue 35: caps count per destination and requester). */
  requester: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultTimestamp;
}

/** 'board': a player's graded board pick (issue 37), one per recipient and draw. */
export type AlertKind = 'match' | 'summary' | 'board';
export type AlertDeliveryStatus = 'pending' | 'sent' | 'skipped' | 'failed';

export interface AlertDeliveriesTable {
  id: Generated<number>;
  channel: AlertChannel;
  /** 'summary' rows (daily summaries) have '' as state, draw_time and number. */
  kind: ColumnType<AlertKind, AlertKind | undefined, AlertKind>;
  status: ColumnType<AlertDeliveryStatus, AlertDeliveryStatus | undefined, AlertDeliveryStatus>;
  /** Provider message id when sent, 'offline' when skipped, the error when failed. */
  detail: string | null;
  recipient: string;
  state: string;
  date: string;
  draw_time: DrawTimeCode | '';
  number: string;
  created_at: DefaultTimestamp;
}

/** The installation's VAPID key pair for Web Push (one row, id 1; base64url, as web-push makes them). */
export interface PushVapidKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: DefaultTimestamp;
}

/** A browser's push subscription and the events it asked for. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The visitor id, or user:<id>. */
  owner: string;
  language: ColumnType<AlertLanguage, AlertLanguage | undefined, AlertLanguage>;
  /** JSON array of state codes whose posted results are pushed. */
  states: Json;
  /** JSON array of draw-time codes (empty: every draw time). */
  draw_times: Json;
  hits: Generated<boolean>;
  pool: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** Draws in a row whose pushes to it failed; dropped at PUSH_FAILED_DRAWS_LIMIT. */
  failed_draws: Generated<number>;
}

export type PushSendStatus = 'pending' | 'sent' | 'failed' | 'gone';

/** One push per subscription and event: the row is claimed before the send. */
export interface PushSendsTable {
  id: Generated<number>;
  subscription_id: number;
  event_key: string;
  status: ColumnType<PushSendStatus, PushSendStatus | undefined, PushSendStatus>;
  detail: string | null;
  created_at: DefaultTimestamp;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  faqs: FaqsTable;
  passcodes: PasscodesTable;
  auth_attempts: AuthAttemptsTable;
  verification_codes: VerificationCodesTable;
  lottery_draws: LotteryDrawsTable;
  board_picks: BoardPicksTable;
  board_regrades: BoardRegradesTable;
  draw_conflicts: DrawConflictsTable;
  draw_reports: DrawReportsTable;
  backfill_runs: BackfillRunsTable;
  backfill_pages: BackfillPagesTable;
  ingest_runs: IngestRunsTable;
  state_pick3_urls: StatePick3UrlsTable;
  successful_urls: SuccessfulUrlsTable;
  ai_analysis_cache: AiAnalysisCacheTable;
  ai_lottery_data: AiLotteryDataTable;
  aert_data: AlertSettingsTable;
  cart_items: CartItemsTable;
  expected_results: ExpectedResultsTable;
  polls: PollsTable;
  orders: OrdersTable;
  purchased_plays: PurchasedPlaysTable;
  order_items: OrderItemsTable;
  code_sends: CodeSendsTable;
  alert_deliveries: AlertDeliveriesTable;
  push_vapid_keys: PushVapidKeysTable;
  push_subscriptions: PushSubscriptionsTable;
  push_sends: PushSendsTable;
  sandbox_orders: SandboxOrdersTable;
  rate_counters: RateCountersTable;
  refresh_jobs: RefreshJobsTable;
}

/** The demo payment sandbox's orders (issue 35 finding 6): shared by every replica. */
export interface SandboxOrdersTable {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount_cents: number;
  currency: string;
  created_at: DefaultTimestamp;
}

/** Rate-limit counters kept in the database (issue 35 finding 9): one per key and fixed window. */
export interface RateCountersTable {
  key: string;
  count: number;
  window_ends_at: Date;
}

export type RefreshJobStatus = 'running' | 'finished' | 'failed';

/** A manual update-all run (issue 35 finding 13): its sources' progress and, once done, its answer. */
export interface RefreshJobsTable {
  id: string;
  kind: 'ga' | 'all';
  status: RefreshJobStatus;
  progress: ColumnType<unknown, string | undefined, string>;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  error: ColumnType<string | null, string | null | undefined, string | null>;
  started_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type LotteryDrawRow = Selectable<LotteryDrawsTable>;
export type NewLotteryDraw = Insertable<LotteryDrawsTable>;
export type UserRow = Selectable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type NewDrawConflict = Insertable<DrawConflictsTable>;

/** A pick on the board (issue 37): a player's (user_id) or a strategy's play on one draw, and its grade. */
export interface BoardPicksTable {
  id: Generated<number>;
  state: string;
  /** ISO date of the draw the pick is for. */
  draw_date: string;
  draw_time: DrawTimeCode;
  user_id: ColumnType<string | null, string | null | undefined, string | null>;
  player_name: ColumnType<string | null, string | null | undefined, string | null>;
  strategy: ColumnType<string | null, string | null | undefined, string | null>;
  number: string;
  play_type: string;
  stake_cents: number;
  cost_cents: number;
  chance: number;
  expected_return: number;
  backfilled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: DefaultTimestamp;
  drawn: ColumnType<string | null, string | null | undefined, string | null>;
  outcome: ColumnType<
    'win' | 'loss' | null,
    'win' | 'loss' | null | undefined,
    'win' | 'loss' | null
  >;
  prize_cents: ColumnType<number | null, number | null | undefined, number | null>;
  graded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** What a pick's grade was before its draw was corrected. */
export interface BoardRegradesTable {
  id: Generated<number>;
  pick_id: number;
  previous_drawn: string;
  previous_outcome: string;
  previous_prize_cents: number;
  drawn: string;
  outcome: string;
  prize_cents: number;
  created_at: DefaultTimestamp;
}
