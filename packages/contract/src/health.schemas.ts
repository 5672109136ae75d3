import { Type } from 'typebox';
import { errorResponses } from './error.schemas.js';

export const HealthSchema = {
  tags: ['system'],
  summary: 'Process liveness (no database access)',
  response: {
    200: Type.Object({
      status: Type.Literal('ok'),
      uptime: Type.Number({ description: 'seconds since start' }),
      demo: Type.Boolean({
        description:
          'declared demo mode (DEMO_MODE=1): no real payments, codes shown on screen; the web shows a Demo banner',
      }),
    }),
    ...errorResponses,
  },
};

export const ReadySchema = {
  tags: ['system'],
  summary: 'Readiness: the database answers within 2 s (503 DB_UNAVAILABLE otherwise)',
  response: {
    200: Type.Object({
      status: Type.Literal('ready'),
      driver: Type.Enum(['pglite', 'postgres']),
      rateLimit: Type.Enum(['redis', 'local'], {
        description:
          'where the rate-limit counters live now: `redis` (shared by every replica) or `local` (this process only: no REDIS_URL, or Redis failing or not answering within 500 ms)',
      }),
    }),
    ...errorResponses,
  },
};
