// Starts the once-a-day summary mail/SMS with the app when the in-process scheduler is on
// (SCHEDULER, default on). Alerts for new draws are sent by whoever ingests: the refresh routes and
// the hourly scheduler call sendAlertsForNewDraws (services/alerts.service.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { scheduleDailySummaries } from '../services/alerts.service.js';

export default fp(
  async function alertsPlugin(app: FastifyInstance, opts: { config: Config }) {
    if (!opts.config.scheduler.enabled) return;
    let stop: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stop = scheduleDailySummaries(app);
    });
    app.addHook('onClose', async () => stop?.());
  },
  { name: 'alerts', fastify: '5.x', dependencies: ['db', 'providers'] },
);
