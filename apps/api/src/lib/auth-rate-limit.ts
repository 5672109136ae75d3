// The rate limit of the routes that check a secret (login, signup, codes, passcode): 10 requests a
// minute per IP, counted per route so one form cannot use up another's allowance. The `auth:` keys
// are kept in the database while Redis is absent or down (lib/rate-limit-store.ts), so a restart
// does not hand out fresh guesses.
import type { FastifyRequest } from 'fastify';

/** 10 per minute per IP, counted per route. */
export function authRateLimit(name: string) {
  return {
    max: 10,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `auth:${name}:${request.ip}`,
  };
}
