import { sql, type Kysely } from 'kysely';
import type { AlertLanguage, DB } from '../schema.js';

/** A visitor's alert settings (the spec's aert_data, one per visitor). */
export interface AlertSettings {
  visitorId: string;
  email: string | null;
  smsNumber: string | null;
  emailVerified: boolean;
  smsVerified: boolean;
  alertOnMatchOnly: boolean;
  dailySummary: boolean;
  trackMorning: boolean;
  trackDay: boolean;
  trackEvening: boolean;
  trackNight: boolean;
  isTracking: boolean;
  /** JSON as the client stored it (default []). */
  trackedEntries: unknown;
  /** The language alerts are written in. */
  language: AlertLanguage;
  updatedAt: Date;
}

export type AlertSettingsPatch = Partial<Omit<AlertSettings, 'visitorId' | 'updatedAt'>>;

const aertColumns = [
  'ip_address as visitorId',
  'email',
  'sms_number as smsNumber',
  'email_verified as emailVerified',
  'sms_verified as smsVerified',
  'alert_on_match_only as alertOnMatchOnly',
  'daily_summary as dailySummary',
  'track_morning as trackMorning',
  'track_day as trackDay',
  'track_evening as trackEvening',
  'track_night as trackNight',
  'is_tracking as isTracking',
  'tracked_entries as trackedEntries',
  'language',
  'updated_at as updatedAt',
] as const;

export async function get(db: Kysely<DB>, visitorId: string): Promise<AlertSettings | undefined> {
  return db
    .selectFrom('aert_data')
    .select(aertColumns)
    .where('ip_address', '=', visitorId)
    .executeTakeFirst();
}

/** Creates the visitor's settings or changes the given fields; the rest keep their values (or defaults). */
export async function upsert(
  db: Kysely<DB>,
  visitorId: string,
  patch: AlertSettingsPatch,
): Promise<AlertSettings> {
  const columns = {
    ...(patch.email !== undefined && { email: patch.email }),
    ...(patch.smsNumber !== undefined && { sms_number: patch.smsNumber }),
    ...(patch.emailVerified !== undefined && { email_verified: patch.emailVerified }),
    ...(patch.smsVerified !== undefined && { sms_verified: patch.smsVerified }),
    ...(patch.alertOnMatchOnly !== undefined && { alert_on_match_only: patch.alertOnMatchOnly }),
    ...(patch.dailySummary !== undefined && { daily_summary: patch.dailySummary }),
    ...(patch.trackMorning !== undefined && { track_morning: patch.trackMorning }),
    ...(patch.trackDay !== undefined && { track_day: patch.trackDay }),
    ...(patch.trackEvening !== undefined && { track_evening: patch.trackEvening }),
    ...(patch.trackNight !== undefined && { track_night: patch.trackNight }),
    ...(patch.isTracking !== undefined && { is_tracking: patch.isTracking }),
    ...(patch.language !== undefined && { language: patch.language }),
    ...(patch.trackedEntries !== undefined && {
      tracked_entries: JSON.stringify(patch.trackedEntries),
    }),
  };
  return db
    .insertInto('aert_data')
    .values({ ip_address: visitorId, ...columns, tracked_entries: columns.tracked_entries ?? '[]' })
    .onConflict((oc) =>
      oc.column('ip_address').doUpdateSet({ ...columns, updated_at: sql<Date>`now()` }),
    )
    .returning(aertColumns)
    .executeTakeFirstOrThrow();
}

/** Everyone who turned tracking on, for the alert worker. */
export async function listTracking(db: Kysely<DB>): Promise<AlertSettings[]> {
  return db
    .selectFrom('aert_data')
    .select(aertColumns)
    .where('is_tracking', '=', true)
    .orderBy('id')
    .execute();
}
