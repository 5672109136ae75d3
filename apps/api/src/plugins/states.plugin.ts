// `app.states`: what the app knows about each state's data (counts, newest draw, freshness, holes),
// read from the database once per data version. Invalidated by the post-ingestion pipeline.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { StatesService, type StatesServiceOptions } from '../services/states.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    states: StatesService;
  }
}

export default fp(
  async function statesPlugin(
    app: FastifyInstance,
    opts: { options?: StatesServiceOptions | undefined },
  ) {
    app.decorate('states', new StatesService(app.db, opts.options));
  },
  { name: 'states', fastify: '5.x', dependencies: ['db'] },
);
