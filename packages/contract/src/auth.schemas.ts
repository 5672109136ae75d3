import { Type, type Static } from 'typebox';
import type { BodyOf, ReplyOf } from './route-types.js';
import { errorResponses } from './error.schemas.js';
import { SafeString } from './safe-text.js';
import { INPUT_MAX_LENGTH } from './field-rules/account.js';

// Lengths here only bound the input; the spec's rules and messages are the field rules' (account.ts).
const Text = (field: keyof typeof INPUT_MAX_LENGTH) =>
  SafeString({ maxLength: INPUT_MAX_LENGTH[field] });

export const PublicUserSchema = Type.Object(
  {
    id: Type.String(),
    fullName: Type.String(),
    email: Type.String(),
    state: Type.Union([Type.String(), Type.Null()]),
    zipCode: Type.Union([Type.String(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
    emailAlertsEnabled: Type.Boolean(),
    smsAlertsEnabled: Type.Boolean(),
    emailVerified: Type.Boolean(),
    subscriptionStatus: Type.Enum(['none', 'active', 'cancelled', 'past_due']),
    subscriptionPlan: Type.Union([Type.String(), Type.Null()]),
    nextBilling: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { description: 'An account as its owner sees it (never the password hash)' },
);
export type PublicUser = Static<typeof PublicUserSchema>;

export const PasscodeSchema = {
  tags: ['auth'],
  summary:
    'Pass the passcode gate (sets the signed httpOnly `gate` cookie for the browser session)',
  description:
    '401 INVALID_PASSCODE for a wrong passcode; after 5 wrong tries the IP is blocked for 15 minutes: 429 LOCKED_OUT with Retry-After.',
  body: Type.Object({ passcode: Text('passcode') }),
  response: {
    200: Type.Object({ ok: Type.Literal(true), message: Type.String() }),
    ...errorResponses,
  },
};

export const PasscodeStatusSchema = {
  tags: ['auth'],
  summary: 'Whether the gate is on and whether this browser passed it',
  response: {
    200: Type.Object({ required: Type.Boolean(), passed: Type.Boolean() }),
    ...errorResponses,
  },
};

export const SignupSchema = {
  tags: ['auth'],
  summary: 'Create an account pending e-mail verification and payment; sends a 6-digit code',
  description:
    'Rules and messages of spec §5 (400 VALIDATION_ERROR with `field`). The same 201 answer for a new, a pending or a ' +
    'registered address (nothing tells them apart): a new address gets its account and a code, a pending signup a fresh ' +
    'code with its credentials unchanged, a registered account a notice by e-mail. After 5 ' +
    'codes to one address from one client address in 24 hours the answer is the same and nothing is sent. Only in demo mode the code comes back in `demoCode` (verification "demo"); ' +
    'elsewhere 503 DELIVERY_OFFLINE when no SMTP server is configured.',
  body: Type.Object({
    fullName: Text('fullName'),
    email: Text('email'),
    password: Text('password'),
    confirmPassword: Text('password'),
    state: Text('state'),
    zipCode: Text('zipCode'),
  }),
  response: {
    201: Type.Object({
      message: Type.String(),
      email: Type.String(),
      verification: Type.Enum(['email', 'demo']),
      demoCode: Type.Optional(Type.String({ description: 'only in demo mode (DEMO_MODE=1)' })),
      expiresInMinutes: Type.Integer(),
    }),
    ...errorResponses,
  },
};

export const VerifySchema = {
  tags: ['auth'],
  summary:
    'Check the e-mail code; the account is then complete (login works) and may subscribe now or later (POST /paypal/order kind subscription)',
  description:
    '400 INVALID_CODE (wrong, or the address is already verified), CODE_EXPIRED (after 15 minutes), 429 TOO_MANY_ATTEMPTS ' +
    '(after 5 wrong codes). Verified from another browser than the one that signed up, the account keeps no password ' +
    '(passwordKept false): its owner sets one with the password reset.',
  body: Type.Object({ email: Text('email'), code: Text('code') }),
  response: {
    200: Type.Object({
      verified: Type.Literal(true),
      email: Type.String(),
      next: Type.Literal('payment', { description: 'the optional next step: the subscription' }),
      passwordKept: Type.Boolean({ description: 'false: set a password with the password reset' }),
      message: Type.String(),
    }),
    ...errorResponses,
  },
};

export const ResetRequestSchema = {
  tags: ['auth'],
  summary: 'Ask for a password reset code by e-mail',
  description:
    'The same 200 answer whether or not an account uses the address (only an account is mailed). After 5 ' +
    'codes to one address from one client address in 24 hours the answer is the same and nothing is sent; 10 requests a minute per IP. `demoCode` only in demo mode.',
  body: Type.Object({ email: Text('email') }),
  response: {
    200: Type.Object({
      message: Type.String(),
      email: Type.String(),
      expiresInMinutes: Type.Integer(),
      demoCode: Type.Optional(Type.String({ description: 'only in demo mode (DEMO_MODE=1)' })),
    }),
    ...errorResponses,
  },
};

export const ResetConfirmSchema = {
  tags: ['auth'],
  summary: 'Set a new password with the e-mailed code; every session of the account ends',
  description:
    'Password rules of signup (400 VALIDATION_ERROR with `field`); 400 INVALID_CODE, CODE_EXPIRED; 429 TOO_MANY_ATTEMPTS after 5 wrong codes.',
  body: Type.Object({
    email: Text('email'),
    code: Text('code'),
    password: Text('password'),
    confirmPassword: Text('password'),
  }),
  response: { 200: Type.Object({ message: Type.String() }), ...errorResponses },
};

export const LoginSchema = {
  tags: ['auth'],
  summary:
    'Log in: sets the httpOnly session cookie; `token` only tells the client it is logged in',
  description:
    '401 INVALID_CREDENTIALS; 403 EMAIL_NOT_VERIFIED; 429 LOCKED_OUT after 5 failures for this account from this IP.',
  body: Type.Object({ email: Text('email'), password: Text('password') }),
  response: {
    200: Type.Object({ token: Type.String(), user: PublicUserSchema, message: Type.String() }),
    ...errorResponses,
  },
};

export const LogoutSchema = {
  tags: ['auth'],
  summary: 'Log out (deletes the session, clears the cookie)',
  response: { 200: Type.Object({ message: Type.String() }), ...errorResponses },
};

export type PasscodeStatus = ReplyOf<typeof PasscodeStatusSchema>;
export type SignupBody = BodyOf<typeof SignupSchema>;
export type SignupReply = ReplyOf<typeof SignupSchema, 201>;
export type VerifyBody = BodyOf<typeof VerifySchema>;
export type VerifyReply = ReplyOf<typeof VerifySchema>;
export type ResetRequestReply = ReplyOf<typeof ResetRequestSchema>;
export type ResetConfirmBody = BodyOf<typeof ResetConfirmSchema>;
export type ResetConfirmReply = ReplyOf<typeof ResetConfirmSchema>;
export type LoginBody = BodyOf<typeof LoginSchema>;
export type LoginReply = ReplyOf<typeof LoginSchema>;
