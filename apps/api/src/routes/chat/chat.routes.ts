// POST /api/chat: the spec's stream (`data: {"delta":"…"}` lines, then `data: [DONE]`). With a model
// configured the answer comes from it, grounded by tool calls on our data; without one, or when the
// model fails before saying anything, the offline analyst answers from the same tools and says so.
// A client that disconnects aborts the upstream request at once.
//
// The request carries what the page shows (state, draw time, language): answers are about that state
// unless the question names another, and in that language, from the model and the analyst alike.
// GET /api/chat/status tells the page, before anything is asked, whether a model answers.
//
// Model answers cost money: each request counts once against a daily quota (CHAT_QUOTA: per address
// for visitors, per account for subscribers) before the model is called; the offline analyst, which
// costs nothing, is not counted. At most STREAMS_PER_ADDRESS answers stream at once per address.
import { DEFAULT_STATE, scheduleOf, todayInZone } from '@pick3/core';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_QUOTA, dailyQuota } from '../../lib/daily-quota.js';
import { STREAMS_PER_ADDRESS } from '../../plugins/rate-limit.plugin.js';
import type { ChatRequest, ModelClient } from '../../services/chat-model.service.js';
import type { ChatToolContext, DataAge } from '../../services/chat-tools.service.js';
import { offlineAnswer } from '../../services/offline-analyst.service.js';
import { describeCoverage, type StateSummary } from '../../services/states.service.js';
import { ChatSchema, ChatStatusSchema } from '@pick3/contract';

/** A state's freshness as its badge shows it (the states service applies core's `freshness`). */
function dataAgeOf(states: readonly StateSummary[], code: string, now: Date): DataAge | undefined {
  const s = states.find((entry) => entry.code === code);
  if (s === undefined) return undefined;
  return {
    status: s.status,
    latestDate: s.latestDraw?.date ?? null,
    today: todayInZone(scheduleOf(code).timeZone, now),
  };
}

const event = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;

/** Splits an offline answer into word-sized deltas, so the client streams it like a model's. */
function* pieces(text: string): Generator<string> {
  for (const part of text.match(/\S+\s*|\s+/g) ?? []) yield part;
}

async function* answer(
  model: ModelClient | null,
  request: ChatRequest,
  ctx: ChatToolContext,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): AsyncGenerator<string> {
  let said = false;
  if (model !== null) {
    try {
      for await (const delta of model.chat(request, ctx, signal)) {
        said = true;
        yield event({ delta });
      }
      yield 'data: [DONE]\n\n';
      return;
    } catch (error) {
      if (signal.aborted) return;
      log.warn({ err: error }, 'chat model failed');
      if (said) {
        yield event({ error: 'The AI model stopped answering. Please try again.' });
        yield 'data: [DONE]\n\n';
        return;
      }
    }
  }
  const text = await offlineAnswer(request.messages, ctx, {
    system: request.system ?? '',
    language: request.page?.language,
  });
  for (const delta of pieces(text)) {
    if (signal.aborted) return;
    yield event({ delta });
  }
  yield 'data: [DONE]\n\n';
}

const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const spendQuota = dailyQuota(app, 'chat', CHAT_QUOTA);
  app.get('/chat/status', { schema: ChatStatusSchema }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { mode: app.model === null ? ('offline' as const) : ('model' as const) };
  });
  app.post(
    '/chat',
    { schema: ChatSchema, compress: false, config: { streamsPerAddress: STREAMS_PER_ADDRESS } },
    async (request, reply) => {
      if (app.model !== null) await spendQuota(request, reply);
      const controller = new AbortController();
      // 'close' before the response finished = the client went away: stop the model.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const now = app.states.now();
      const states = await app.states.list(now);
      const ctx: ChatToolContext = {
        db: app.db,
        analysis: app.analysis,
        defaultState: request.body.page?.state ?? DEFAULT_STATE,
        coverage: describeCoverage(states),
        dataAge: (code) => dataAgeOf(states, code, now),
      };
      const stream = Readable.from(
        answer(app.model, request.body, ctx, controller.signal, request.log),
        { objectMode: false },
      );
      reply
        .code(200)
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .header('x-chat-mode', app.model === null ? 'offline' : 'model');
      // A stream, not the schema's string: the serializer is bypassed for streams.
      return reply.send(stream as never);
    },
  );
};

export default chatRoutes;
