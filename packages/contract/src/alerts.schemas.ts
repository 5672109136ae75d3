import { Type, type Static } from 'typebox';
import type { BodyOf, ReplyOf } from './route-types.js';
import { errorResponses } from './error.schemas.js';
import { SafeString } from './safe-text.js';
import {
  ALERT_EMAIL_MAX_LENGTH,
  MAX_TRACKED_ENTRIES,
  SMS_NUMBER_MAX_LENGTH,
} from './field-rules/alerts.js';
import { INPUT_MAX_LENGTH } from './field-rules/account.js';

export const TrackedEntrySchema = Type.Object(
  {
    state: Type.String({ pattern: '^[A-Za-z]{2}$' }),
    number: Type.String({ pattern: '^[0-9]{3}$' }),
    mode: Type.Enum(['box', 'straight']),
  },
  { additionalProperties: false },
);

export const AlertSettingsSchema = Type.Object({
  email: Type.Union([Type.String(), Type.Null()]),
  smsNumber: Type.Union([Type.String(), Type.Null()]),
  emailVerified: Type.Boolean(),
  smsVerified: Type.Boolean(),
  alertOnMatchOnly: Type.Boolean(),
  dailySummary: Type.Boolean(),
  trackMorning: Type.Boolean(),
  trackDay: Type.Boolean(),
  trackEvening: Type.Boolean(),
  trackNight: Type.Boolean(),
  isTracking: Type.Boolean(),
  trackedEntries: Type.Array(TrackedEntrySchema),
  delivery: Type.Object(
    { email: Type.Enum(['smtp', 'offline']), sms: Type.Enum(['gateway', 'offline']) },
    {
      description: "'offline': nothing is sent on that channel; deliveries are recorded as skipped",
    },
  ),
});

/** The state on screen: settings not saved yet start from its draw times. */
const DefaultStateQuery = Type.Object(
  { state: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })) },
  { additionalProperties: false },
);

export const GetAlertSettingsSchema = {
  tags: ['alerts'],
  summary:
    'Alert settings of the logged-in account, else of the visitor (defaults when none are stored)',
  description:
    "With nothing stored, the draw-time switches follow `state`'s schedule (else the account's state; else the spec's defaults).",
  querystring: DefaultStateQuery,
  response: { 200: AlertSettingsSchema, ...errorResponses },
};

export const PutAlertSettingsSchema = {
  tags: ['alerts'],
  summary:
    'Change alert settings; only the fields sent change. A changed e-mail or number must be verified again.',
  description:
    'Setting an e-mail or SMS number needs a logged-in account with a verified e-mail (401 UNAUTHORIZED, 403 EMAIL_NOT_VERIFIED); ' +
    'the tracking switches do not. The first save starts from the draw times of `state` (else the first tracked ' +
    "entry's state, else the account's).",
  querystring: DefaultStateQuery,
  body: Type.Object(
    {
      email: Type.Optional(
        Type.Union([SafeString({ maxLength: ALERT_EMAIL_MAX_LENGTH }), Type.Null()]),
      ),
      smsNumber: Type.Optional(
        Type.Union([SafeString({ maxLength: SMS_NUMBER_MAX_LENGTH }), Type.Null()]),
      ),
      alertOnMatchOnly: Type.Optional(Type.Boolean()),
      dailySummary: Type.Optional(Type.Boolean()),
      trackMorning: Type.Optional(Type.Boolean()),
      trackDay: Type.Optional(Type.Boolean()),
      trackEvening: Type.Optional(Type.Boolean()),
      trackNight: Type.Optional(Type.Boolean()),
      isTracking: Type.Optional(Type.Boolean()),
      trackedEntries: Type.Optional(
        Type.Array(TrackedEntrySchema, { maxItems: MAX_TRACKED_ENTRIES }),
      ),
    },
    { additionalProperties: false },
  ),
  response: { 200: AlertSettingsSchema, ...errorResponses },
};

const Channel = Type.Enum(['email', 'sms']);

export const SendAlertCodeSchema = {
  tags: ['alerts'],
  summary: 'Send a 6-digit code to the alert e-mail or SMS number (demoCode only in demo mode)',
  description:
    'Needs a logged-in account with a verified e-mail (401 UNAUTHORIZED, 403 EMAIL_NOT_VERIFIED). after 5 codes ' +
    'to one address from one client address in 24 hours, the answer is the same and nothing is sent; 429 ACCOUNT_DAILY_LIMIT after 10 codes for one account; 503 DELIVERY_OFFLINE outside demo ' +
    'mode when the channel has no server configured.',
  body: Type.Object({ channel: Channel }),
  response: {
    200: Type.Object({
      channel: Channel,
      sent: Type.Boolean(),
      demoCode: Type.Optional(Type.String()),
      message: Type.String(),
    }),
    ...errorResponses,
  },
};

export const VerifyAlertCodeSchema = {
  tags: ['alerts'],
  summary: 'Confirm the alert e-mail or SMS number with its code',
  body: Type.Object({ channel: Channel, code: SafeString({ maxLength: INPUT_MAX_LENGTH.code }) }),
  response: { 200: AlertSettingsSchema, ...errorResponses },
};

export const MAX_ALERT_HISTORY = 100;

export const AlertHistoryItemSchema = Type.Object({
  kind: Type.Enum(['match', 'summary', 'board'], {
    description:
      "'match': a tracked number hit; 'summary': the daily summary of `date`; 'board': the player's board picks of one draw, graded",
  }),
  channel: Channel,
  recipient: Type.String({ description: 'The address, masked (d***@example.com, ***4567)' }),
  state: Type.Union([Type.String(), Type.Null()], { description: 'null for a summary' }),
  date: Type.String({ description: 'Draw date (ISO), or the date a summary covers' }),
  drawTime: Type.Union([Type.String(), Type.Null()], { description: 'null for a summary' }),
  number: Type.Union([Type.String(), Type.Null()], {
    description: 'null for a summary and for board picks (the message lists them)',
  }),
  status: Type.Enum(['sent', 'skipped', 'failed'], {
    description: "'skipped': no mail or SMS server was configured, nothing was sent",
  }),
  at: Type.String({ format: 'date-time', description: 'When the alert was handled' }),
});

export const GetAlertHistorySchema = {
  tags: ['alerts'],
  summary: `Past alerts of the logged-in account, newest first (at most ${MAX_ALERT_HISTORY})`,
  description:
    "The deliveries to the account's confirmed alert e-mail and SMS number (401 UNAUTHORIZED without a session).",
  response: {
    200: Type.Object({ alerts: Type.Array(AlertHistoryItemSchema) }),
    ...errorResponses,
  },
};

export type TrackedEntry = Static<typeof TrackedEntrySchema>;
export type AlertSettingsReply = Static<typeof AlertSettingsSchema>;
/** The PUT body: only the fields sent change. */
export type AlertSettingsUpdate = BodyOf<typeof PutAlertSettingsSchema>;
export type AlertChannel = Static<typeof Channel>;
export type SendAlertCodeReply = ReplyOf<typeof SendAlertCodeSchema>;
export type AlertHistoryItem = Static<typeof AlertHistoryItemSchema>;
export type AlertHistory = ReplyOf<typeof GetAlertHistorySchema>;
