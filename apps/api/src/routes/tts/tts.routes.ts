// POST /api/tts: text to MP3 through the model server's speech endpoint. Without a model the answer
// is an honest 503 TTS_OFFLINE, never silence dressed up as audio. Each request counts once against
// a daily quota (TTS_QUOTA: per address for visitors, per account for subscribers) before the model
// server is called.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TTS_QUOTA, dailyQuota } from '../../lib/daily-quota.js';
import { HttpError } from '../../lib/http-error.js';
import { TtsSchema } from '@pick3/contract';

/** Spoken answers per day. */

const ttsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const spendQuota = dailyQuota(app, 'tts', TTS_QUOTA);
  app.post('/tts', { schema: TtsSchema }, async (request, reply) => {
    if (app.model === null) {
      throw new HttpError(503, 'TTS_OFFLINE', 'Speech is offline: no AI model is configured');
    }
    await spendQuota(request, reply);
    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    let audio: Buffer;
    try {
      audio = await app.model.speech(
        { text: request.body.text, voice: request.body.voice ?? 'nova' },
        controller.signal,
      );
    } catch (error) {
      // The reason without a stack: a visitor can repeat this hundreds of times a minute.
      request.log.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'speech failed',
      );
      throw new HttpError(502, 'TTS_FAILED', 'The speech service failed; try again');
    }
    return reply
      .code(200)
      .header('content-type', 'audio/mpeg')
      .header('cache-control', 'private, no-store')
      .send(audio);
  });
};

export default ttsRoutes;
