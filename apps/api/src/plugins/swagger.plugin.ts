// OpenAPI document built from the routes' TypeBox schemas: /docs (Swagger UI) and /docs/json.
// Registered before the routes, since @fastify/swagger collects them as they are added.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

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
        },
        tags: [
          { name: 'analysis', description: 'Repeats, elimination and pattern counts' },
          { name: 'draws', description: 'States and draw history' },
          { name: 'refresh', description: 'Ingestion of new draws' },
          { name: 'pools', description: 'Georgia pools, cart and tracker' },
          { name: 'system', description: 'Health and readiness' },
        ],
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'swagger', fastify: '5.x' },
);
