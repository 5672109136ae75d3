// Alert settings (the spec's aert data): per logged-in account when there is a session, else per
// visitor. Alerts go only to an e-mail or number its owner confirmed with a code (so nobody can make
// the app message someone else); the account's own verified e-mail counts as confirmed. Setting an
// alert address and sending it a code need a logged-in account with a verified e-mail, and codes are
// capped per destination and per account a day (verification-codes.service.ts): an anonymous visitor
// cannot make the server message anyone. Delivery itself is alerts.service.ts, after each ingestion.
import { alertDrawTimeDefaults, DEFAULT_ALERT_SETTINGS } from '@pick3/core';
import { alertDeliveriesRepository, alertSettingsRepository } from '@pick3/db';
import {
  MAX_ALERT_HISTORY,
  type BodyOf,
  type PutAlertSettingsSchema,
  type ReplyOf,
  type GetAlertHistorySchema,
  type GetAlertSettingsSchema,
  type SendAlertCodeSchema,
  type VerifyAlertCodeSchema,
} from '@pick3/contract';
import { HttpError } from '../lib/http-error.js';
import { checkEmail, checkSmsNumber } from '../lib/field-checks.js';
import { message } from '../messages/index.js';
import { maskRecipient } from './mask-recipient.js';
import { trackedEntriesOf } from './alerts.service.js';
import type { ServiceDeps } from './deps.js';
import { requireUser, type Owner } from './owner.js';
import type { User } from './session.service.js';
import {
  claimCodeSend,
  CODE_MINUTES,
  codeKeys,
  consumeCode,
  issueCode,
  newVerificationCode,
  requireDelivery,
} from './verification-codes.service.js';

type Stored = Awaited<ReturnType<typeof alertSettingsRepository.upsert>>;
type Channel = 'email' | 'sms';

/** Whose settings: the account's when logged in, else the visitor's. */
function ownerOf(owner: Owner) {
  const user = owner.user;
  return { key: user === null ? owner.visitorId : `user:${user.id}`, user };
}

type Deps = Pick<ServiceDeps, 'db' | 'config' | 'mailer' | 'sms'>;

/** Alert addresses and their codes are for logged-in accounts whose own e-mail is verified. */
function requireVerifiedAccount(owner: Owner): User {
  const user = requireUser(owner);
  if (!user.emailVerified)
    throw new HttpError(
      403,
      'EMAIL_NOT_VERIFIED',
      'Verify your account e-mail before adding alert addresses',
    );
  return user;
}

function toPublic(
  deps: Pick<ServiceDeps, 'mailer' | 'sms'>,
  stored: Stored | undefined,
  defaultStates: ReadonlyArray<string | null | undefined> = [],
): ReplyOf<typeof GetAlertSettingsSchema> {
  const delivery = {
    email: deps.mailer.mode,
    sms: deps.sms.mode === 'gateway' ? ('gateway' as const) : ('offline' as const),
  };
  if (stored === undefined)
    return {
      ...DEFAULT_ALERT_SETTINGS,
      ...alertDrawTimeDefaults(defaultStates),
      delivery,
    };
  return {
    email: stored.email,
    smsNumber: stored.smsNumber,
    emailVerified: stored.emailVerified,
    smsVerified: stored.smsVerified,
    alertOnMatchOnly: stored.alertOnMatchOnly,
    dailySummary: stored.dailySummary,
    trackMorning: stored.trackMorning,
    trackDay: stored.trackDay,
    trackEvening: stored.trackEvening,
    trackNight: stored.trackNight,
    isTracking: stored.isTracking,
    trackedEntries: trackedEntriesOf(stored.trackedEntries),
    delivery,
  };
}

/**
 * The owner's settings, or the defaults before the first save: the draw times of the state on
 * screen (`screenState`), else the account's state.
 */
export async function alertSettings(
  deps: Deps,
  owner: Owner,
  screenState: string | undefined,
): Promise<ReplyOf<typeof GetAlertSettingsSchema>> {
  const { key, user } = ownerOf(owner);
  return toPublic(deps, await alertSettingsRepository.get(deps.db, key), [
    screenState,
    user?.state,
  ]);
}

/**
 * Past alerts: the deliveries to the account's confirmed addresses only, so an address typed in but
 * never confirmed cannot reveal what was sent to its real owner.
 */
export async function alertHistory(
  deps: Deps,
  owner: Owner,
): Promise<ReplyOf<typeof GetAlertHistorySchema>> {
  const user = requireUser(owner);
  const stored = await alertSettingsRepository.get(deps.db, `user:${user.id}`);
  const recipients: Array<{ channel: Channel; recipient: string }> = [];
  if (stored?.email && stored.emailVerified)
    recipients.push({ channel: 'email', recipient: stored.email });
  if (stored?.smsNumber && stored.smsVerified)
    recipients.push({ channel: 'sms', recipient: stored.smsNumber });
  const deliveries = await alertDeliveriesRepository.listForRecipients(deps.db, recipients, {
    limit: MAX_ALERT_HISTORY,
  });
  return {
    alerts: deliveries.map((d) => {
      const summary = d.kind === 'summary';
      return {
        kind: d.kind,
        channel: d.channel,
        recipient: maskRecipient(d.channel, d.recipient),
        state: summary ? null : d.state,
        date: d.date,
        drawTime: summary ? null : d.drawTime,
        number: summary || d.kind === 'board' ? null : d.number,
        // Pending claims are not listed (listForRecipients).
        status: d.status as 'sent' | 'skipped' | 'failed',
        at: d.createdAt.toISOString(),
      };
    }),
  };
}

/** Saves the settings given; a changed address is unconfirmed until its code comes back. */
export async function saveAlertSettings(
  deps: Deps,
  owner: Owner,
  body: BodyOf<typeof PutAlertSettingsSchema>,
  screenState: string | undefined,
): Promise<ReplyOf<typeof PutAlertSettingsSchema>> {
  if (body.email != null || body.smsNumber != null) requireVerifiedAccount(owner);
  const { key, user } = ownerOf(owner);
  const current = await alertSettingsRepository.get(deps.db, key);
  const email =
    body.email === undefined
      ? undefined
      : body.email === null || body.email.trim() === ''
        ? null
        : checkEmail(body.email);
  const smsNumber =
    body.smsNumber === undefined
      ? undefined
      : body.smsNumber === null || body.smsNumber.trim() === ''
        ? null
        : checkSmsNumber(body.smsNumber);
  const emailChanged = email !== undefined && email !== (current?.email ?? null);
  const smsChanged = smsNumber !== undefined && smsNumber !== (current?.smsNumber ?? null);
  // The account's own verified address needs no second confirmation.
  const emailIsAccounts =
    email != null && user !== null && user.emailVerified && user.email === email;
  // The first save starts from the draw times of the state on screen (or tracked, or the account's).
  const firstDefaults =
    current === undefined
      ? alertDrawTimeDefaults([screenState, body.trackedEntries?.[0]?.state, user?.state])
      : undefined;
  const stored = await alertSettingsRepository.upsert(deps.db, key, {
    ...firstDefaults,
    // Alerts are sent later by the worker, with no request to ask: keep the language saved with.
    language: owner.language,
    ...(email !== undefined && { email }),
    ...(smsNumber !== undefined && { smsNumber }),
    ...(emailChanged && { emailVerified: emailIsAccounts }),
    ...(smsChanged && { smsVerified: false }),
    ...(body.alertOnMatchOnly !== undefined && { alertOnMatchOnly: body.alertOnMatchOnly }),
    ...(body.dailySummary !== undefined && { dailySummary: body.dailySummary }),
    ...(body.trackMorning !== undefined && { trackMorning: body.trackMorning }),
    ...(body.trackDay !== undefined && { trackDay: body.trackDay }),
    ...(body.trackEvening !== undefined && { trackEvening: body.trackEvening }),
    ...(body.trackNight !== undefined && { trackNight: body.trackNight }),
    ...(body.isTracking !== undefined && { isTracking: body.isTracking }),
    ...(body.trackedEntries !== undefined && {
      trackedEntries: body.trackedEntries.map((e) => ({
        state: e.state.toUpperCase(),
        number: e.number,
        mode: e.mode,
      })),
    }),
  });
  return toPublic(deps, stored);
}

/** Sends (or, in demo mode, shows) a code to the account's saved alert address of one channel. */
export async function sendAlertAddressCode(
  deps: Deps,
  owner: Owner,
  { channel }: BodyOf<typeof SendAlertCodeSchema>,
): Promise<ReplyOf<typeof SendAlertCodeSchema>> {
  const user = requireVerifiedAccount(owner);
  const key = `user:${user.id}`;
  const stored = await alertSettingsRepository.get(deps.db, key);
  const address = channel === 'email' ? stored?.email : stored?.smsNumber;
  if (address == null) {
    throw new HttpError(
      400,
      'NOTHING_TO_VERIFY',
      `Save an alert ${channel === 'email' ? 'e-mail' : 'SMS number'} first`,
      {
        field: channel === 'email' ? 'email' : 'smsNumber',
      },
    );
  }
  requireDelivery(deps, channel);
  const maysend = await claimCodeSend(deps, {
    channel,
    purpose: 'alert',
    destination: address,
    userId: user.id,
    // The account asks: its sends to the address are counted whatever address it asks from.
    requester: key,
  });
  // Over the destination's cap: answered as if sent, with a code that verifies nothing.
  if (!maysend) {
    if (!deps.config.demo) return { channel, sent: true, message: `Code sent to ${address}` };
    const dud = newVerificationCode();
    return { channel, sent: true, demoCode: dud, message: 'Demo mode: the code is shown here' };
  }
  const code = await issueCode(deps, codeKeys.alertAddress(channel, key, address));
  // Answered now, so in the language of this request (not the stored one, which may be older).
  const language = owner.language;
  const text = message(language, 'alertConfirm.text', { code, minutes: CODE_MINUTES });
  const outcome =
    channel === 'email'
      ? await deps.mailer.send({
          to: address,
          subject: message(language, 'alertConfirm.subject'),
          text,
        })
      : await deps.sms.send({ to: address, body: text });
  const sent = outcome.status === 'sent';
  if (!deps.config.demo) return { channel, sent, message: `Code sent to ${address}` };
  return { channel, sent, demoCode: code, message: 'Demo mode: the code is shown here' };
}

/** Confirms the owner's alert address of one channel with its code. */
export async function verifyAlertAddress(
  deps: Deps,
  owner: Owner,
  { channel, code }: BodyOf<typeof VerifyAlertCodeSchema>,
): Promise<ReplyOf<typeof VerifyAlertCodeSchema>> {
  const { key } = ownerOf(owner);
  const stored = await alertSettingsRepository.get(deps.db, key);
  const address = channel === 'email' ? stored?.email : stored?.smsNumber;
  if (address == null)
    throw new HttpError(400, 'NOTHING_TO_VERIFY', `No alert ${channel} to verify`);
  await consumeCode(deps, codeKeys.alertAddress(channel, key, address), code, {
    expired: 'The code has expired; send a new one',
    tooManyAttempts: 'Too many wrong codes; send a new one',
  });
  const updated = await alertSettingsRepository.upsert(
    deps.db,
    key,
    channel === 'email' ? { emailVerified: true } : { smsVerified: true },
  );
  return toPublic(deps, updated);
}
