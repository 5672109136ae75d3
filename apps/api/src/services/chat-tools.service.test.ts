// The AI helper's tools called directly on PGlite and PostgreSQL, as the model and the offline
// analyst call them: a tool reads the stored draws (the page's state when none is named), and a bad
// call (unknown tool, broken JSON, an argument its schema refuses) comes back as an error naming the
// field for the model to read, never as a throw. The conversation over HTTP is routes/chat/.
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { seedDraws } from '../testing/test-app.js';
import { AnalysisService } from './analysis.service.js';
import {
  callChatTool,
  CHAT_TOOLS,
  ChatToolError,
  MODEL_TOOLS,
  runChatTool,
  type ChatToolContext,
} from './chat-tools.service.js';

const GA_DRAWS = [
  { state: 'GA', date: '2025-07-03', drawTime: 'EVE', number: '016' },
  { state: 'GA', date: '2025-07-04', drawTime: 'DAY', number: '482' },
  { state: 'GA', date: '2025-07-04', drawTime: 'EVE', number: '610' },
] as const;

describeEachDriver('chat tools service', (t) => {
  const context = (): ChatToolContext => ({
    db: t.db(),
    analysis: new AnalysisService(t.db()),
    defaultState: 'GA',
  });

  it('answers from the stored draws, about the named state or else the page state', async () => {
    await seedDraws(t.database(), [...GA_DRAWS]);
    const ctx = context();
    const named = (await runChatTool('latest_draws', '{"state":"GA","count":2}', ctx)) as {
      state: string;
      draws: { number: string }[];
    };
    expect(named.state).toBe('GA');
    expect(named.draws.map((d) => d.number)).toEqual(['610', '482']);
    // No arguments at all: the page's state, every stored draw it asks for.
    const unnamed = (await runChatTool('latest_draws', '  ', ctx)) as typeof named;
    expect(unnamed.state).toBe('GA');
    expect(unnamed.draws.map((d) => d.number)).toEqual(['610', '482', '016']);
    // The offline analyst calls the same tool through the same check.
    expect(await callChatTool('latest_draws', { state: 'GA', count: 2 }, ctx)).toEqual(named);
  });

  it('answers a bad call with an error naming the field, and never runs it', async () => {
    const ctx = context();
    expect(await runChatTool('pick_winner', '{}', ctx)).toEqual({
      error: 'Unknown tool pick_winner.',
    });
    expect(await runChatTool('latest_draws', '{"state":', ctx)).toEqual({
      error: 'Arguments were not valid JSON.',
    });
    expect(await runChatTool('latest_draws', '{"count":"many"}', ctx)).toMatchObject({
      field: 'count',
    });
    expect(await runChatTool('lookup_number', '{"number":"12a"}', ctx)).toMatchObject({
      field: 'number',
    });
    await expect(callChatTool('latest_draws', { count: -1 } as never, ctx)).rejects.toBeInstanceOf(
      ChatToolError,
    );
  });

  it('describes every tool to the model with the schema that checks its arguments', () => {
    expect(MODEL_TOOLS.map((tool) => tool.function.name)).toEqual(CHAT_TOOLS.map((c) => c.name));
    for (const tool of MODEL_TOOLS) {
      expect(tool.type).toBe('function');
      expect(tool.function.description.length).toBeGreaterThan(20);
      expect(tool.function.parameters).toMatchObject({
        type: 'object',
        additionalProperties: false,
      });
    }
  });
});
