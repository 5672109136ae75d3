import { Type, type Static } from 'typebox';
import { errorResponses } from '../../lib/http-error.js';

// Lengths here only bound the input; the spec's rules and messages are in account-rules.ts.
const Text = (maxLength: number) => Type.String({ maxLength });

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
  summary: 'Pass the passcode gate (sets the signed httpOnly `gate` cookie for the browser session)',
  description:
    '401 INVALID_PASSCODE for a wrong passcode; after 5 wrong tries the IP is blocked for 15 minutes: 429 LOCKED_OUT with Retry-After.',
  body: Type.Object({ passcode: Text(200) }),
  response: { 200: Type.Object({ ok: Type.Literal(true), message: Type.String() }), ...errorResponses },
};

export const PasscodeStatusSchema = {
  tags: ['auth'],
  summary: 'Whether the gate is on and whether this browser passed it',
  response: { 200: Type.Object({ required: Type.Boolean(), passed: Type.Boolean() }), ...errorResponses },
};

export const SignupSchema = {
  tags: ['auth'],
  summary: 'Create an account pending e-mail verification and payment; sends a 6-digit code',
  description:
    'Rules and messages of spec §5 (400 VALIDATION_ERROR with `field`); 409 EMAIL_TAKEN for a registered e-mail. ' +
    'Without SMTP the code comes back in `demoCode` (verification "demo").',
  body: Type.Object({
    fullName: Text(200),
    email: Text(320),
    password: Text(1024),
    confirmPassword: Text(1024),
    state: Text(20),
    zipCode: Text(20),
  }),
  response: {
    201: Type.Object({
      message: Type.String(),
      email: Type.String(),
      verification: Type.Enum(['email', 'demo']),
      demoCode: Type.Optional(Type.String({ description: 'only in demo mode (no SMTP configured)' })),
      expiresInMinutes: Type.Integer(),
    }),
    ...errorResponses,
  },
};

export const VerifySchema = {
  tags: ['auth'],
  summary: 'Check the e-mail code; the account then waits for its payment (POST /paypal/order kind subscription)',
  description: '400 INVALID_CODE (wrong), CODE_EXPIRED (after 15 minutes), 429 TOO_MANY_ATTEMPTS (after 5 wrong codes).',
  body: Type.Object({ email: Text(320), code: Text(20) }),
  response: {
    200: Type.Object({ verified: Type.Literal(true), email: Type.String(), next: Type.Literal('payment'), message: Type.String() }),
    ...errorResponses,
  },
};

export const LoginSchema = {
  tags: ['auth'],
  summary: 'Log in: sets the httpOnly session cookie; `token` only tells the client it is logged in',
  description: '401 INVALID_CREDENTIALS; 403 EMAIL_NOT_VERIFIED; 429 LOCKED_OUT after 5 failures for this account from this IP.',
  body: Type.Object({ email: Text(320), password: Text(1024) }),
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
