// OpenAPI document built from the routes' TypeBox schemas: /docs (Swagger UI) and /docs/json.
// Registered before the routes, since @fastify/swagger collects them as they are added. Every
// operation gets, here in one place, a stable operationId (from its method and path) and the
// cookies it is answered on (`security`), so a client generator can use the document as it is.
import type { FastifyInstance, FastifySchema } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../services/session.service.js';
import { VISITOR_COOKIE } from './visitor.plugin.js';

type SecurityRequirement = Record<'session' | 'visitor', string[]>;
const SESSION: Partial<SecurityRequirement> = { session: [] };
const VISITOR: Partial<SecurityRequirement> = { visitor: [] };

/**
 * The cookies a route is answered on, by its path: the account's own routes need the session
 * (`requireUser(request.owner)`), polls are the visitor's (`request.visitorId`), the cart, paid plays, alerts,
 * checkout and push subscriptions belong to the account when one is signed in and to the visitor
 * otherwise, and the claim of a browser's earlier plays needs both. Every other route is public (`[]`).
 */
export function securityOf(url: string): Array<Partial<SecurityRequirement>> {
  // What this browser holds from before a login, offered to the session's account: both cookies.
  if (url === '/api/me/visitor-plays' || url === '/api/me/claim-visitor-plays')
    return [{ ...SESSION, ...VISITOR }];
  if (/^\/api\/me(\/|$)/.test(url)) return [SESSION];
  if (url === '/api/alerts/verify/send') return [SESSION];
  if (
    /^\/api\/(alerts|cart|purchased-numbers)(\/|$)/.test(url) ||
    /^\/paypal\/order(\/|$)/.test(url)
  )
    return [SESSION, VISITOR];
  if (/^\/api\/poll(\/|$)/.test(url)) return [VISITOR];
  // A push subscription belongs to the account when signed in, else to the visitor.
  if (url === '/api/push/subscription') return [SESSION, VISITOR];
  if (/^\/api\/push\/(subscription\/find|unsubscribe)$/.test(url)) return [VISITOR];
  return [];
}

/**
 * A stable operationId from the method and the path, the `/api` prefix aside:
 * `GET /api/states/:code/coverage` is `getStatesByCodeCoverage`, `POST /paypal/order` `postPaypalOrder`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', ...segment.slice(1).split(/[-_]/)] : segment.split(/[-_]/),
    );
  const capitalised = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + capitalised.join('');
}

export default fp(
  async function swaggerPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Pick 3 analysis API',
          description:
            'Draw history, repeat and elimination analysis, pools, cart and tracker for three-digit daily lottery games. ' +
            'Every error answers `{ statusCode, code, message }`.',
          version: '0.1.0',
          license: {
            name: 'Proprietary: all rights reserved',
            identifier: 'LicenseRef-Proprietary',
          },
        },
        // The API and the web app share one origin: paths are relative to the server answering.
        servers: [{ url: '/', description: 'the server this document came from' }],
        components: {
          securitySchemes: {
            session: {
              type: 'apiKey',
              in: 'cookie',
              name: SESSION_COOKIE,
              description: 'signed session cookie, set on login and after a paid signup',
            },
            visitor: {
              type: 'apiKey',
              in: 'cookie',
              name: VISITOR_COOKIE,
              description: 'signed visitor id, set on the first personal answer to a browser',
            },
          },
        },
        tags: [
          { name: 'analysis', description: 'Repeats, elimination and pattern counts' },
          { name: 'draws', description: 'States and draw history' },
          { name: 'refresh', description: 'Ingestion of new draws' },
          { name: 'pools', description: 'Georgia pools, cart and tracker' },
          { name: 'system', description: 'Health and readiness' },
        ],
      },
      transform: ({ schema, url, route }) => {
        const method = [route.method].flat()[0] ?? 'GET';
        const documented: FastifySchema & { operationId: string; security: unknown } = {
          ...schema,
          operationId: operationIdOf(method, url),
          security: securityOf(url),
        };
        return { schema: documented, url };
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'swagger', fastify: '5.x' },
);
