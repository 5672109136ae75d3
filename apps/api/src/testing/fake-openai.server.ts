// A local OpenAI-compatible server: POST /v1/chat/completions (streamed `chat.completion.chunk`
// lines ending `data: [DONE]`, tool_calls deltas included) and POST /v1/audio/speech (audio/mpeg).
// What it answers is scripted per request by `respond`, which a test may replace at any time; the
// default echoes the last user message, or summarises a tool result it was just given.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson, startHttpFake, type FakeServer, type ReceivedRequest } from './http-fake.js';

export interface ChatRequestBody {
  model: string;
  stream?: boolean;
  temperature?: number;
  messages: Array<{
    role: string;
    content?: string | null;
    tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
    tool_call_id?: string;
  }>;
  tools?: Array<{
    type: 'function';
    function: { name: string; description?: string; parameters?: unknown };
  }>;
}

export interface ScriptedTurn {
  /** Text streamed as content deltas, a few characters per chunk. */
  content?: string;
  /** Function calls streamed as tool_calls deltas (finish_reason 'tool_calls'). */
  toolCalls?: Array<{ name: string; arguments: Record<string, unknown> }>;
  /** Send this many content chunks, then keep the stream open until the client goes away. */
  stallAfterChunks?: number;
  /** Answer with this HTTP error instead of a stream. */
  error?: { status: number; message: string };
}

export type ChatResponder = (body: ChatRequestBody) => ScriptedTurn;

export interface FakeOpenai extends FakeServer<ReceivedRequest> {
  /** Base URL for the SDK's `baseURL` (ends in /v1). */
  baseURL: string;
  apiKey: string;
  respond: ChatResponder;
}

/** The settings that point the API at `fake` (a server with a model: the plan has something to sell). */
export function modelEnv(fake: Pick<FakeOpenai, 'apiKey' | 'baseURL'>): Record<string, string> {
  return { OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.baseURL };
}

/** Starts with ID3 and an MPEG-1 Layer III frame header, as real MP3 files do. */
export const FAKE_MP3_HEADER = Buffer.from([
  0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xfb, 0x90, 0x64,
]);

export const defaultResponder: ChatResponder = (body) => {
  const last = body.messages.at(-1);
  if (last?.role === 'tool')
    return { content: `From the data: ${String(last.content ?? '').slice(0, 300)}` };
  const lastUser = [...body.messages].reverse().find((m) => m.role === 'user');
  return { content: `Echo: ${String(lastUser?.content ?? '')}` };
};

function chunkText(text: string): string[] {
  return text.match(/[\s\S]{1,8}/g) ?? [];
}

function writeEvent(response: ServerResponse, data: unknown): void {
  response.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
}

export async function startFakeOpenai(
  options: { apiKey?: string; respond?: ChatResponder } = {},
): Promise<FakeOpenai> {
  const apiKey = options.apiKey ?? 'sk-fake-key';
  const state = { respond: options.respond ?? defaultResponder };

  const fake = await startHttpFake((request, response, entry) => {
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return sendJson(response, 401, {
        error: {
          message: 'Incorrect API key provided.',
          type: 'invalid_request_error',
          param: null,
          code: 'invalid_api_key',
        },
      });
    }
    const path = entry.path.split('?')[0];
    if (request.method === 'POST' && path === '/v1/audio/speech') {
      const body = JSON.parse(entry.body) as { model?: string; input?: string; voice?: string };
      if (
        typeof body.input !== 'string' ||
        body.input === '' ||
        typeof body.voice !== 'string' ||
        !body.model
      ) {
        return sendJson(response, 400, {
          error: { message: 'input, voice and model are required', type: 'invalid_request_error' },
        });
      }
      const audio = Buffer.concat([FAKE_MP3_HEADER, Buffer.from(body.input, 'utf8')]);
      response.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': audio.length });
      return void response.end(audio);
    }
    if (request.method !== 'POST' || path !== '/v1/chat/completions') {
      return sendJson(response, 404, {
        error: { message: `Unknown path ${path}`, type: 'invalid_request_error' },
      });
    }

    const body = JSON.parse(entry.body) as ChatRequestBody;
    const turn = state.respond(body);
    if (turn.error) {
      return sendJson(response, turn.error.status, {
        error: { message: turn.error.message, type: 'server_error' },
      });
    }
    if (body.stream !== true) {
      return sendJson(response, 400, {
        error: { message: 'this fake only streams', type: 'invalid_request_error' },
      });
    }

    const id = `chatcmpl-${randomBytes(8).toString('hex')}`;
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model: body.model,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    });
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    writeEvent(response, chunk({ role: 'assistant', content: '' }));

    const pieces = chunkText(turn.content ?? '');
    for (const [i, piece] of pieces.entries()) {
      if (turn.stallAfterChunks !== undefined && i >= turn.stallAfterChunks) return; // left open on purpose
      writeEvent(response, chunk({ content: piece }));
    }
    if (turn.stallAfterChunks !== undefined && pieces.length <= turn.stallAfterChunks) return;

    const calls = turn.toolCalls ?? [];
    for (const [index, call] of calls.entries()) {
      const callId = `call_${randomBytes(6).toString('hex')}`;
      writeEvent(
        response,
        chunk({
          tool_calls: [
            { index, id: callId, type: 'function', function: { name: call.name, arguments: '' } },
          ],
        }),
      );
      for (const part of chunkText(JSON.stringify(call.arguments))) {
        writeEvent(response, chunk({ tool_calls: [{ index, function: { arguments: part } }] }));
      }
    }
    writeEvent(response, chunk({}, calls.length > 0 ? 'tool_calls' : 'stop'));
    writeEvent(response, '[DONE]');
    response.end();
  });

  return {
    url: fake.url,
    baseURL: `${fake.url}/v1`,
    apiKey,
    received: fake.received,
    waitFor: fake.waitFor,
    close: fake.close,
    get respond() {
      return state.respond;
    },
    set respond(responder: ChatResponder) {
      state.respond = responder;
    },
  };
}
