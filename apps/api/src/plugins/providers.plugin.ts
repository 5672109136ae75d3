// The outside services the account, payment, chat and alert routes talk to, built once from config:
// `app.mailer` (SMTP), `app.sms` (Twilio-shaped gateway), `app.payments` (PayPal or the local
// sandbox) and `app.model` (OpenAI-compatible server, or null = offline). Each one without its
// settings runs in a clearly labelled offline mode instead of failing the app's start.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { createModelClient, type ModelClient } from '../services/chat-model.service.js';
import { createMailer, type Mailer } from '../services/mailer.service.js';
import { createPaymentProvider, type PaymentProvider } from '../services/paypal.service.js';
import { createSmsSender, type SmsSender } from '../services/sms.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    sms: SmsSender;
    payments: PaymentProvider;
    model: ModelClient | null;
  }
}

export default fp(
  async function providersPlugin(app: FastifyInstance, opts: { config: Config }) {
    const { mail, sms, paypal, openai } = opts.config;
    const mailer = createMailer(mail);
    app.decorate('mailer', mailer);
    app.decorate('sms', createSmsSender(sms));
    app.decorate('payments', createPaymentProvider(paypal, app.db));
    app.decorate('model', createModelClient(openai));
    app.addHook('onClose', async () => mailer.close());
    app.log.info(
      {
        mail: mailer.mode,
        sms: app.sms.mode,
        payments: `${app.payments.name} (${app.payments.mode})`,
        model: app.model === null ? 'offline' : app.model.model,
      },
      'outside services',
    );
  },
  { name: 'providers', fastify: '5.x', dependencies: ['db'] },
);
