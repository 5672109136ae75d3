// `app.analysis`: the cached analysis service shared by the analysis, pools, cart and tracker routes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AnalysisService, type AnalysisServiceOptions } from '../services/analysis.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    analysis: AnalysisService;
  }
}

export default fp(
  async function analysisPlugin(
    app: FastifyInstance,
    opts: { cache?: AnalysisServiceOptions | undefined },
  ) {
    app.decorate('analysis', new AnalysisService(app.db, opts.cache));
  },
  { name: 'analysis', fastify: '5.x', dependencies: ['db'] },
);
