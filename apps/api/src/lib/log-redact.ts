// What the logger must never print, even at level 'trace': credentials travel in headers (cookies,
// authorization) and in bodies (passwords, passcodes, codes, tokens). Fastify logs neither headers nor
// bodies by default; these paths keep it so when someone logs a request, a reply or a body object.
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body.password',
  'body.confirmPassword',
  'body.passcode',
  'body.code',
  'body.token',
  '*.password',
  '*.confirmPassword',
  '*.passcode',
  '*.passwordHash',
  '*.token',
  '*.demoCode',
  '*.clientSecret',
  '*.apiKey',
];
