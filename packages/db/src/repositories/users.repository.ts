import { sql, type Kysely } from 'kysely';
import type { DB, SubscriptionStatus } from '../schema.js';

/** A stored user. Includes the password hash: never send it to a client. */
export interface User {
  id: string;
  fullName: string;
  email: string;
  passwordHash: string;
  state: string | null;
  zipCode: string | null;
  phone: string | null;
  emailAlertsEnabled: boolean;
  smsAlertsEnabled: boolean;
  emailVerified: boolean;
  subscriptionStatus: SubscriptionStatus;
  subscriptionPlan: string | null;
  nextBilling: Date | null;
  /** Digest of the visitor cookie id of the browser that created the account (null: unknown). */
  createdByVisitor: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewUser {
  fullName: string;
  email: string;
  passwordHash: string;
  state?: string | null;
  zipCode?: string | null;
  phone?: string | null;
  emailVerified?: boolean;
  /** Digest of the creating browser's visitor cookie id. */
  createdByVisitor?: string | null;
}

export type UserPatch = Partial<
  Pick<
    User,
    | 'fullName'
    | 'email'
    | 'passwordHash'
    | 'state'
    | 'zipCode'
    | 'phone'
    | 'emailAlertsEnabled'
    | 'smsAlertsEnabled'
    | 'emailVerified'
  >
>;

const userColumns = [
  'id',
  'full_name as fullName',
  'email',
  'password_hash as passwordHash',
  'state',
  'zip_code as zipCode',
  'phone',
  'email_alerts_enabled as emailAlertsEnabled',
  'sms_alerts_enabled as smsAlertsEnabled',
  'email_verified as emailVerified',
  // A monthly subscription lapses after its paid period unless renewed: an 'active' subscription
  // whose period end (next_billing) has passed reads as 'past_due' everywhere, with no job needed.
  sql<SubscriptionStatus>`case when subscription_status = 'active' and next_billing <= now() then 'past_due' else subscription_status end`.as(
    'subscriptionStatus',
  ),
  'subscription_plan as subscriptionPlan',
  'next_billing as nextBilling',
  'created_by_visitor as createdByVisitor',
  'created_at as createdAt',
  'updated_at as updatedAt',
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Emails are stored trimmed and lower-cased, so lookups ignore case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Creates a user; undefined when the email is already registered. */
export async function create(db: Kysely<DB>, user: NewUser): Promise<User | undefined> {
  return db
    .insertInto('users')
    .values({
      full_name: user.fullName,
      email: normaliseEmail(user.email),
      password_hash: user.passwordHash,
      state: user.state ?? null,
      zip_code: user.zipCode ?? null,
      phone: user.phone ?? null,
      email_verified: user.emailVerified ?? false,
      created_by_visitor: user.createdByVisitor ?? null,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(userColumns)
    .executeTakeFirst();
}

export async function findByEmail(db: Kysely<DB>, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .select(userColumns)
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

/** undefined for an unknown id, including one that is not a UUID (PostgreSQL would reject it). */
export async function findById(db: Kysely<DB>, id: string): Promise<User | undefined> {
  if (!UUID.test(id)) return undefined;
  return db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
}

/** Changes the given fields; undefined for an unknown id. Throws on an email already taken. */
export async function update(
  db: Kysely<DB>,
  id: string,
  patch: UserPatch,
): Promise<User | undefined> {
  if (!UUID.test(id)) return undefined;
  return db
    .updateTable('users')
    .set({
      ...(patch.fullName !== undefined && { full_name: patch.fullName }),
      ...(patch.email !== undefined && { email: normaliseEmail(patch.email) }),
      ...(patch.passwordHash !== undefined && { password_hash: patch.passwordHash }),
      ...(patch.state !== undefined && { state: patch.state }),
      ...(patch.zipCode !== undefined && { zip_code: patch.zipCode }),
      ...(patch.phone !== undefined && { phone: patch.phone }),
      ...(patch.emailAlertsEnabled !== undefined && {
        email_alerts_enabled: patch.emailAlertsEnabled,
      }),
      ...(patch.smsAlertsEnabled !== undefined && { sms_alerts_enabled: patch.smsAlertsEnabled }),
      ...(patch.emailVerified !== undefined && { email_verified: patch.emailVerified }),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returning(userColumns)
    .executeTakeFirst();
}

/** Sets the subscription fields together (a capture, a cancellation); undefined for an unknown id. */
export async function setSubscription(
  db: Kysely<DB>,
  id: string,
  subscription: { status: SubscriptionStatus; plan: string | null; nextBilling: Date | null },
): Promise<User | undefined> {
  if (!UUID.test(id)) return undefined;
  return db
    .updateTable('users')
    .set({
      subscription_status: subscription.status,
      subscription_plan: subscription.plan,
      next_billing: subscription.nextBilling,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returning(userColumns)
    .executeTakeFirst();
}
