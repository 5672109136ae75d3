import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STATES } from '@pick3/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { SYSTEM_PROMPT } from '../../services/chat-model.service.js';
import { OFFLINE_NOTICE } from '../../services/offline-analyst.service.js';
import { describeWithDatabase } from '../../testing/accounts.js';
import {
  startFakeOpenai,
  type ChatRequestBody,
  type FakeOpenai,
} from '../../testing/fake-openai.server.js';
import { buildTestApp, seedDraws } from '../../testing/test-app.js';

const GA_DRAWS = [
  { state: 'GA', date: '2025-07-03', drawTime: 'EVE', number: '016' },
  { state: 'GA', date: '2025-07-04', drawTime: 'DAY', number: '482' },
  { state: 'GA', date: '2025-07-04', drawTime: 'EVE', number: '610' },
] as const;

/** The text of an SSE answer, and whether it ended with [DONE]. */
function readStream(body: string): { text: string; done: boolean; events: unknown[] } {
  const events: unknown[] = [];
  let done = false;
  for (const line of body.split('\n')) {
    if (!line.startsWith('data: ')) continue;
    const data = line.slice(6);
    if (data === '[DONE]') done = true;
    else events.push(JSON.parse(data));
  }
  const text = events.map((e) => (e as { delta?: string }).delta ?? '').join('');
  return { text, done, events };
}

function ask(app: App, content: string, extra: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { messages: [{ role: 'user', content }], temperature: 1, ...extra },
  });
}

describeWithDatabase('chat without a model (offline analyst)', (database) => {
  let app: App;
  beforeAll(async () => {
    await seedDraws(database(), [...GA_DRAWS]);
    app = await buildTestApp(database());
  });
  afterAll(async () => app.close());

  it('streams an answer from the stored draws and says it is offline', async () => {
    const response = await ask(app, 'last draws GA');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['x-chat-mode']).toBe('offline');
    const { text, done } = readStream(response.body);
    expect(done).toBe(true);
    expect(text.startsWith(OFFLINE_NOTICE)).toBe(true);
    expect(text).toContain('7/4/2025 Evening: 610 (repeat, last seen 7/3/2025, gap 1)');
    expect(text.indexOf('610')).toBeLessThan(text.indexOf('482'));
  });

  it('answers repeats, remaining numbers and odds honestly', async () => {
    const repeat = readStream((await ask(app, 'is 106 a repeat in GA?')).body).text;
    expect(repeat).toContain('106 (box 016) was drawn 2 time(s) as a box');
    expect(repeat).toContain('so it is a repeat');

    const remaining = readStream((await ask(app, 'remaining numbers GA last 3 draws')).body).text;
    expect(remaining).toContain('2 removed, 218 of 220 remaining'); // 016 was drawn twice
    expect(remaining).toContain('no strategy, elimination, repeat or pattern changes the odds');

    const odds = readStream((await ask(app, 'what are the odds of 112 box?')).body).text;
    expect(odds).toContain('1 in 333.3');
    expect(odds).toContain('no strategy');
  });

  it('states the real coverage, computed from the stored draws', async () => {
    const coverage = readStream((await ask(app, 'which states are covered?')).body).text;
    expect(coverage).toContain(`Draws are stored for 1 of ${STATES.length} states`);
    expect(coverage).toMatch(/Georgia: \d+ draws, newest 7\/4\/2025 \((stale|behind|live)\)\./);
    expect(coverage).toContain('No draws are stored for Texas');
    expect(coverage).not.toContain('35 other');
  });

  it('bounds the conversation and names the field', async () => {
    const tooMany = Array.from({ length: 41 }, () => ({ role: 'user', content: 'hi' }));
    const many = await app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { messages: tooMany },
    });
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'messages' });
    const long = await ask(app, 'x'.repeat(4001));
    expect(long.statusCode).toBe(400);
    expect(long.json().field).toBe('messages.0.content');
    const badRole = await app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { messages: [{ role: 'system', content: 'x' }] },
    });
    expect(badRole.statusCode).toBe(400);
  });
});

describeWithDatabase('chat with a model (local OpenAI-compatible server)', (database) => {
  let openai: FakeOpenai;
  let app: App;
  beforeAll(async () => {
    await seedDraws(database(), [...GA_DRAWS]);
    openai = await startFakeOpenai();
    app = await buildTestApp(database(), {
      OPENAI_API_KEY: openai.apiKey,
      OPENAI_BASE_URL: openai.baseURL,
      OPENAI_MODEL: 'test-model',
    });
  });
  afterAll(async () => {
    await app.close();
    await openai.close();
  });

  it('grounds the answer in the data through a tool call', async () => {
    openai.respond = (body: ChatRequestBody) => {
      const tool = body.messages.find((m) => m.role === 'tool');
      if (tool === undefined)
        return { toolCalls: [{ name: 'latest_draws', arguments: { state: 'GA', count: 2 } }] };
      const data = JSON.parse(String(tool.content)) as { draws: Array<{ number: string }> };
      return {
        content: `The latest GA numbers are ${data.draws.map((d) => d.number).join(' and ')}.`,
      };
    };
    const before = openai.received.length;
    const response = await ask(app, 'What came out in Georgia lately?', {
      system: 'Answer briefly.',
    });
    expect(response.headers['x-chat-mode']).toBe('model');
    const { text, done } = readStream(response.body);
    expect(text).toBe('The latest GA numbers are 610 and 482.');
    expect(done).toBe(true);

    const calls = openai.received
      .slice(before)
      .map((r) => JSON.parse(r.body) as ChatRequestBody & { temperature: number });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.model).toBe('test-model');
    expect(calls[0]?.temperature).toBe(1);
    expect(calls[0]?.messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    // The coverage the model may state comes from the data, not the prompt.
    expect(calls[0]?.messages[1]?.content).toMatch(/^Data coverage now: Draws are stored for 1 of \d+ states/);
    expect(SYSTEM_PROMPT).toContain(
      'no strategy, elimination, repeat or pattern changes the odds of a fair draw',
    );
    expect(calls[0]?.tools?.map((t) => t.function.name).sort()).toEqual([
      'check_repeat',
      'latest_draws',
      'lookup_number',
      'odds',
      'remaining_numbers',
    ]);
    const assistant = calls[1]?.messages.find((m) => m.role === 'assistant');
    expect(assistant?.tool_calls?.[0]?.function.name).toBe('latest_draws');
  });

  it('falls back to the offline analyst when the model fails before answering', async () => {
    openai.respond = () => ({ error: { status: 500, message: 'model exploded' } });
    const { text, done } = readStream((await ask(app, 'last draws GA')).body);
    expect(text.startsWith(OFFLINE_NOTICE)).toBe(true);
    expect(text).toContain('610');
    expect(done).toBe(true);
  });

  it('aborts the upstream request when the client disconnects mid-stream', async () => {
    openai.respond = () => ({
      content: 'This answer will never finish because the client leaves early.',
      stallAfterChunks: 2,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const before = openai.received.length;
    const firstChunk = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/chat',
          method: 'POST',
          // What the app's page sends with its fetch (the API refuses state-changing requests from other origins).
          headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
        },
        (response) => {
          response.once('data', (chunk: Buffer) => {
            resolve(chunk.toString('utf8'));
            request.destroy(); // the user closes the chat panel
          });
        },
      );
      request.on('error', (error) => {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
      });
      request.end(
        JSON.stringify({ messages: [{ role: 'user', content: 'tell me a long story' }] }),
      );
    });
    expect(firstChunk).toContain('data: {"delta":"This ans"}');
    await openai.waitFor(
      (received) => received.length > before && received[before]?.closedByClient === true,
    );
    expect(openai.received[before]?.closedByClient).toBe(true);
  });
});
