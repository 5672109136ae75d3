// Web Push's sender, `app.push`: made once the database is open, with the installation's VAPID keys
// (created and stored on the very first start; see services/push.service.ts). Only the public key is
// ever served or logged.
import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { createPushSender, type PushSender } from '../services/push.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    push: PushSender;
  }
}

export interface PushPluginOptions {
  config: Config;
  /** An https agent for push services with their own certificate authority (tests). */
  agent?: Agent;
}

export default fp(
  async function pushPlugin(app: FastifyInstance, opts: PushPluginOptions) {
    const sender = await createPushSender(app.db, {
      subject: opts.config.push.subject,
      ...(opts.agent === undefined ? {} : { agent: opts.agent }),
    });
    app.decorate('push', sender);
  },
  { name: 'push', fastify: '5.x', dependencies: ['db'] },
);
