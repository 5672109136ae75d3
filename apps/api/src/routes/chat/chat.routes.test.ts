import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  backtest,
  compareDraws,
  DRAW_TIME_LABELS,
  digitFrequency,
  isoToUs,
  lookupNumber,
  skipsTable,
  STATES,
  toBoxKey,
} from '@pick3/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { pagePrompt } from '../../services/chat-model.service.js';
import { ODDS_NOTE } from '../../services/chat-tools.service.js';
import { OFFLINE_NOTICE } from '../../services/offline-analyst.service.js';
import { describeWithDatabase, newBrowser } from '../../testing/accounts.js';
import {
  startFakeOpenai,
  type ChatRequestBody,
  type FakeOpenai,
} from '../../testing/fake-openai.server.js';
import { buildTestApp, makeDraws, seedDraws } from '../../testing/test-app.js';
import { SKIPS_NOTE } from '@pick3/contract';

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
    // Georgia draws Midday, Evening and Night; the stored history has no Night draw, and says so.
    expect(coverage).toMatch(
      /Georgia: 3 draws, newest 7\/4\/2025 \((stale|behind|live)\); no Night draws stored\./,
    );
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
    // The coverage the model may state comes from the app's stored data. The prompt, the page's
    // words and the tools sent are services/chat-model.service.test.ts.
    expect(calls[0]?.messages[1]?.content).toMatch(
      /^Data coverage now: Draws are stored for 1 of \d+ states/,
    );
    expect(JSON.stringify(calls[0]?.messages)).not.toContain('Answer briefly.');
    const assistant = calls[1]?.messages.find((m) => m.role === 'assistant');
    expect(assistant?.tool_calls?.[0]?.function.name).toBe('latest_draws');
  });

  it("hands the page's state and language to the model, and the tools default to the page's state", async () => {
    openai.respond = (body: ChatRequestBody) => {
      const tool = body.messages.find((m) => m.role === 'tool');
      // No state in the call: the page's state answers.
      if (tool === undefined) return { toolCalls: [{ name: 'latest_draws', arguments: {} }] };
      const data = JSON.parse(String(tool.content)) as { state: string; draws: unknown[] };
      return { content: `${data.state}: ${data.draws.length}` };
    };
    const before = openai.received.length;
    const response = await ask(app, '¿Qué salió hoy?', {
      page: { state: 'GA', drawTime: 'EVE', language: 'es' },
    });
    expect(readStream(response.body).text).toBe(`GA: ${GA_DRAWS.length}`);
    const first = JSON.parse(openai.received[before]!.body) as ChatRequestBody;
    expect(first.messages).toContainEqual({
      role: 'system',
      content: pagePrompt({ state: 'GA', drawTime: 'EVE', language: 'es' }),
    });
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
    // The page's visitor cookie, from its first answer (a state change needs one).
    const visitor = (await newBrowser(app)).header();
    const firstChunk = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/chat',
          method: 'POST',
          // What the app's page sends with its fetch (the API refuses state-changing requests from other origins).
          headers: {
            'content-type': 'application/json',
            origin: `http://127.0.0.1:${port}`,
            cookie: visitor,
          },
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

/** Figures as the analyst writes them (en-US, one decimal at most). */
const fmt = (x: number | null) =>
  x === null ? 'n/a' : x.toLocaleString('en-US', { maximumFractionDigits: 1 });
const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;

// 400 days of three Texas draws a day (1,200 draws): enough for repeats, skips and a backtest.
const TX_DRAWS = makeDraws('TX', '2025-07-04', 400, ['DAY', 'EVE', 'NITE'], 7);

/** The straight drawn most often in the seeded history (ties: the smallest), so it has skips. */
function mostDrawnStraight(): string {
  const counts = new Map<string, number>();
  for (const d of TX_DRAWS) counts.set(d.number, (counts.get(d.number) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

describeWithDatabase(
  'chat offline: lookup, skips, frequency and backtest questions',
  (database) => {
    let app: App;
    beforeAll(async () => {
      await seedDraws(database(), [...TX_DRAWS, ...GA_DRAWS]);
      app = await buildTestApp(database());
    });
    afterAll(async () => app.close());

    const text = async (question: string) => {
      const response = await ask(app, question);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-chat-mode']).toBe('offline');
      const { text: answer, done } = readStream(response.body);
      expect(done).toBe(true);
      expect(answer.startsWith(OFFLINE_NOTICE)).toBe(true);
      return answer;
    };

    it('answers when a number last hit, straight and box, with skips against chance', async () => {
      const number = mostDrawnStraight();
      const expected = lookupNumber(TX_DRAWS, number);
      expect(expected.straight.hits).toBeGreaterThanOrEqual(2);
      const answer = await text(`when did ${number} last hit in Texas?`);
      expect(answer).not.toContain('Latest'); // the old answer listed the newest draws
      expect(answer).toContain(
        `${number} (box ${expected.boxKey}, ${expected.digitType}) in 1,200`,
      );
      const lastStraight = expected.straightHits[0]!;
      expect(answer).toContain(
        `Straight: last hit ${isoToUs(lastStraight.date)} ${DRAW_TIME_LABELS[lastStraight.drawTime]} as ${number}, ` +
          `${fmt(expected.straight.drawsSinceLast)} draw(s) ago; drawn ${expected.straight.hits} time(s); ` +
          `average skip ${fmt(expected.straight.averageSkip)}, longest ${fmt(expected.straight.longestSkip)}, against 1,000 expected by chance.`,
      );
      const lastBox = expected.boxHits[0]!;
      expect(answer).toContain(
        `Box: last hit ${isoToUs(lastBox.date)} ${DRAW_TIME_LABELS[lastBox.drawTime]} as ${lastBox.number}, ` +
          `${fmt(expected.box.drawsSinceLast)} draw(s) ago; drawn ${fmt(expected.box.hits)} time(s);`,
      );
      expect(answer).toContain(`against ${fmt(expected.box.expectedSkip)} expected by chance.`);
      expect(answer).toContain(SKIPS_NOTE);
      expect(answer).toContain(ODDS_NOTE);
    });

    it('answers "how often" for one draw time and says when a number never came up', async () => {
      const number = mostDrawnStraight();
      const evening = lookupNumber(TX_DRAWS, number, { drawTime: 'EVE' });
      const answer = await text(`how often has ${number} come up in the evening in TX?`);
      expect(answer).toContain('in 400 Texas');
      expect(answer).toContain('Evening draws');
      expect(answer).toContain(`Box: ${evening.box.hits === 0 ? 'never drawn' : 'last hit'}`);
      if (evening.straight.hits > 0)
        expect(answer).toContain(`drawn ${evening.straight.hits} time(s)`);

      const drawn = new Set(TX_DRAWS.map((d) => toBoxKey(d.number)));
      const never = ['000', '111', '222', '333', '444', '555', '666', '777', '888', '999'].find(
        (n) => !drawn.has(n),
      )!;
      const none = await text(`when did ${never} last hit in TX`);
      expect(none).toContain(
        'Straight: never drawn in 1,200 draws (chance expects one hit every 1,000 draws).',
      );
    });

    it('answers a bare number with its patterns and its whole-history figures', async () => {
      const number = mostDrawnStraight();
      const expected = lookupNumber(TX_DRAWS, number);
      const answer = await text(`${number} TX`);
      expect(answer).toContain(`${number}: box ${expected.boxKey} (${expected.digitType})`);
      expect(answer).toContain(`coordinate ${expected.patterns.coordinate}.`);
      expect(answer).toContain(`in 1,200 Texas Pick 3 draws:\nStraight: last hit`);
      expect(answer).toContain(
        `drawn ${expected.straight.hits} time(s); average skip ${fmt(expected.straight.averageSkip)}`,
      );
      expect(answer).toContain(ODDS_NOTE);
    });

    it('lists the longest current skips with the odds note and the chi-square reading', async () => {
      const table = skipsTable(TX_DRAWS, { mode: 'box' });
      const longest = [...table.rows].sort(
        (a, b) =>
          (b.currentSkip ?? table.draws) - (a.currentSkip ?? table.draws) ||
          a.key.localeCompare(b.key),
      );
      const answer = await text('what numbers are due in TX?');
      expect(answer).toContain(SKIPS_NOTE);
      expect(answer).toContain('Longest current skips (box) in 1,200 Texas');
      const lines = answer.split('\n').filter((l) => /^\d{3} \(/.test(l));
      expect(lines).toHaveLength(10);
      expect(lines.map((l) => l.slice(0, 3))).toEqual(longest.slice(0, 10).map((r) => r.key));
      const top = longest[0]!;
      expect(lines[0]).toBe(
        `${top.key} (${top.digitType}): ${top.currentSkip === null ? 'never drawn' : `${fmt(top.currentSkip)} draws since its last hit`}, ` +
          `expected skip ${fmt(top.expectedSkip)}, drawn ${fmt(top.hitsAllTime)} time(s)` +
          `${top.longestSkip === null ? '' : `, longest skip ${fmt(top.longestSkip)}`}`,
      );
      // A key that was drawn, with its current skip (the top rows may never have been drawn).
      const index = longest
        .slice(0, 10)
        .findIndex((r) => r.currentSkip !== null && r.hitsAllTime > 1);
      expect(index).toBeGreaterThanOrEqual(0);
      const drawn = longest[index]!;
      expect(lines[index]).toBe(
        `${drawn.key} (${drawn.digitType}): ${fmt(drawn.currentSkip)} draws since its last hit, ` +
          `expected skip ${fmt(drawn.expectedSkip)}, drawn ${drawn.hitsAllTime} time(s), longest skip ${fmt(drawn.longestSkip)}`,
      );
      expect(answer).toContain(
        `Chi-square of all 220 box keys against a fair draw: ${Math.round(table.chiSquare * 10) / 10} on 219 degrees of freedom.`,
      );
      expect(answer).toContain(`(p = ${table.pValue.toPrecision(3)})`);
    });

    it('counts digits by position over the newest draws against N/10', async () => {
      const expected = digitFrequency(TX_DRAWS, { newest: 100 });
      const answer = await text('digit frequency TX last 100');
      expect(answer).toContain('Digit frequency by position over the newest 100 Texas');
      expect(answer).toContain('chance expects 10 of each digit per position');
      expected.counts.forEach((counts, p) => {
        const label = ['First', 'Second', 'Third'][p]!;
        expect(answer).toContain(`${label} digit: ${counts.map((c, d) => `${d}:${c}`).join(' ')} `);
      });
      expect(answer).toContain(ODDS_NOTE);
    });

    it('backtests an elimination depth against the chance rate', async () => {
      const expected = backtest(TX_DRAWS, { window: 50, limit: 365 });
      expect(expected.evaluated).toBe(365);
      const answer = await text('backtest last 50 TX');
      const last = expected.draws.at(-1)!;
      expect(answer).toContain(
        `Backtest of eliminating the last 50 draws, over the 365 newest Texas Pick 3 draws (${isoToUs(expected.draws[0]!.date)} to ${isoToUs(last.date)}): ` +
          `the next draw's box was among the remaining numbers ${expected.hits} time(s), a hit rate of ${pct(expected.hitRate)}, ` +
          `against a chance rate of ${pct(expected.straightChanceRate)}.`,
      );
      expect(answer).toContain(ODDS_NOTE);

      const shallow = backtest(TX_DRAWS, { window: 20, limit: 200 });
      const small = await text('backtest depth 20 over 200 draws in TX');
      expect(small).toContain(`over the 200 newest Texas Pick 3 draws`);
      expect(small).toContain(
        `a hit rate of ${pct(shallow.hitRate)}, against a chance rate of ${pct(shallow.straightChanceRate)}`,
      );

      const tooDeep = await text('backtest last 60 GA'); // 3 Georgia draws stored
      expect(tooDeep).toContain('Not enough');
    });
  },
);

describeWithDatabase('chat with a model: the history tools', (database) => {
  let openai: FakeOpenai;
  let app: App;
  beforeAll(async () => {
    await seedDraws(database(), [...TX_DRAWS]);
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

  /** Has the model call `name` with `args`, and returns what the tool answered. */
  async function callTool(
    name: string,
    args: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    let result: Record<string, unknown> | undefined;
    openai.respond = (body: ChatRequestBody) => {
      const tool = body.messages.find((m) => m.role === 'tool');
      if (tool === undefined) return { toolCalls: [{ name, arguments: args }] };
      result = JSON.parse(String(tool.content)) as Record<string, unknown>;
      return { content: 'done' };
    };
    const { text: answer } = readStream((await ask(app, 'question')).body);
    expect(answer).toBe('done');
    return result!;
  }

  it('number_history and due_numbers answer core figures over the whole history', async () => {
    const number = mostDrawnStraight();
    const lookup = lookupNumber(TX_DRAWS, number);
    const history = await callTool('number_history', { state: 'TX', number });
    expect(history).toMatchObject({
      number,
      box: lookup.boxKey,
      drawsCounted: TX_DRAWS.length,
      straight: {
        timesDrawn: lookup.straight.hits,
        drawsSinceLast: lookup.straight.drawsSinceLast,
        longestSkip: lookup.straight.longestSkip,
        expectedSkip: 1000,
      },
      boxPlay: { timesDrawn: lookup.box.hits, drawsSinceLast: lookup.box.drawsSinceLast },
    });

    const table = skipsTable(TX_DRAWS, { mode: 'straight' });
    const due = await callTool('due_numbers', { state: 'TX', mode: 'straight', count: 3 });
    expect(due).toMatchObject({
      mode: 'straight',
      drawsCounted: 1200,
      degreesOfFreedom: 999,
      pValue: table.pValue,
    });
    expect((due.longestCurrentSkips as unknown[]).length).toBe(3);
    expect(String(due.note)).toContain(SKIPS_NOTE);
  });

  it('digit_frequency and backtest answer core figures; bad arguments come back as errors', async () => {
    const f = digitFrequency(TX_DRAWS, { newest: 30, drawTime: 'NITE' });
    const frequency = await callTool('digit_frequency', {
      state: 'TX',
      draws: 30,
      drawTime: 'NITE',
    });
    expect(frequency.drawsCounted).toBe(30);
    expect(frequency.expectedPerDigit).toBe(3);
    expect((frequency.positions as Array<{ counts: number[] }>).map((p) => p.counts)).toEqual(
      f.counts,
    );

    const b = backtest(TX_DRAWS, { window: 100, limit: 50 });
    const result = await callTool('backtest', { state: 'TX', depth: 100, evaluate: 50 });
    expect(result).toMatchObject({
      evaluated: 50,
      hits: b.hits,
      hitRate: b.hitRate,
      chanceRate: b.straightChanceRate,
    });

    // Arguments are checked by each tool's schema: the answer names the field, the tool never runs.
    expect(await callTool('number_history', { state: 'TX', number: '12' })).toEqual({
      error: 'number_history: number must match pattern "^[0-9]{3}$".',
      field: 'number',
    });
    expect(await callTool('due_numbers', { state: 'TX', drawTime: 'NOON' })).toMatchObject({
      field: 'drawTime',
    });
    expect(await callTool('due_numbers', { state: 'tx' })).toMatchObject({ field: 'state' });
    expect(await callTool('play_prize', { state: 'TX', number: '123', type: 'box' })).toEqual({
      error: 'play_prize: arguments must have required properties stake.',
      field: 'stake',
    });
    expect(await callTool('digit_frequency', { state: 'TX', draws: 0 })).toMatchObject({
      field: 'draws',
    });
    expect(await callTool('odds', { number: '123', colour: 'red' })).toMatchObject({
      field: 'colour',
    });
    // A rule of core (a triple has no box order) comes back as the tool's own error too.
    expect(
      await callTool('play_prize', { state: 'TX', number: '777', type: 'box', stake: 1 }),
    ).toMatchObject({ error: expect.stringContaining('777 has one order only') });
  });

  it("the helper's newer tools answer core figures and check their arguments", async () => {
    const newest = [...TX_DRAWS].sort((a, b) => compareDraws(b, a));
    const nights = newest.filter((d) => d.drawTime === 'NITE');
    const latest = await callTool('draw_time_latest', { state: 'TX', drawTime: 'NITE', count: 2 });
    expect((latest.draws as Array<{ date: string; number: string }>).map((d) => d.number)).toEqual(
      nights.slice(0, 2).map((d) => d.number),
    );
    const drawn = new Set(newest.slice(0, 50).map((d) => toBoxKey(d.number)));
    const notDrawn = await callTool('numbers_not_drawn', { state: 'TX', draws: 50 });
    expect((notDrawn.notDrawn as string[]).length).toBe(220 - drawn.size);
    const heat = await callTool('number_heat', { state: 'TX', number: newest[0]!.number });
    expect(heat.boxCount).toBe(
      newest.slice(0, 100).filter((d) => toBoxKey(d.number) === toBoxKey(newest[0]!.number)).length,
    );
    expect(await callTool('pool_remaining', { pool: '3-3' })).toMatchObject({ field: 'pool' });
    expect(
      await callTool('play_winnings', {
        state: 'TX',
        number: '123',
        type: 'straight',
        stake: 1,
        from: 'last year',
        to: '2026-01-01',
      }),
    ).toMatchObject({ field: 'from' });
  });
});
