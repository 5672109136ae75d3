// The offline analyst called directly on PGlite and PostgreSQL: its notice, in the page's language or
// else the question's, an answer from the stored draws about the state the question names or else the
// page's, the stale note when the data is old, the coverage it is given, and the menu for anything it
// cannot answer. The conversation over HTTP (streaming, the mode header) is routes/chat/.
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { seedDraws } from '../testing/test-app.js';
import { AnalysisService } from './analysis.service.js';
import type { ChatToolContext, DataAge } from './chat-tools.service.js';
import { ANALYST_TEXTS } from './offline-analyst.texts.js';
import { offlineAnswer, OFFLINE_NOTICE } from './offline-analyst.service.js';

const DRAWS = [
  { state: 'GA', date: '2025-07-03', drawTime: 'EVE', number: '016' },
  { state: 'GA', date: '2025-07-04', drawTime: 'DAY', number: '482' },
  { state: 'GA', date: '2025-07-04', drawTime: 'EVE', number: '610' },
  { state: 'TX', date: '2025-07-04', drawTime: 'NITE', number: '951' },
] as const;

describeEachDriver('offline analyst service', (t) => {
  const context = (dataAge?: (state: string) => DataAge | undefined): ChatToolContext => ({
    db: t.db(),
    analysis: new AnalysisService(t.db()),
    defaultState: 'GA',
    coverage: 'Draws are stored for 2 of 36 states.',
    ...(dataAge === undefined ? {} : { dataAge }),
  });
  const user = (content: string) => [{ role: 'user' as const, content }];

  it('answers the latest draws of the named state, else the page state, saying it is offline', async () => {
    await seedDraws(t.database(), [...DRAWS]);
    const ctx = context();
    const georgia = await offlineAnswer(user('last draws'), ctx);
    expect(georgia.startsWith(`${OFFLINE_NOTICE}\n\n`)).toBe(true);
    expect(georgia).toContain('610');
    expect(georgia).not.toContain('951');
    const texas = await offlineAnswer(user('last draws in Texas'), ctx);
    expect(texas).toContain('951');
    expect(texas).not.toContain('610');
    // The page's instruction text names the state when the question does not.
    expect(
      await offlineAnswer(user('last draws'), ctx, { system: 'The page shows TX.' }),
    ).toContain('951');
    // Only the last user message is the question.
    const turns = [
      { role: 'user' as const, content: 'last draws in Texas' },
      { role: 'assistant' as const, content: 'Texas: 951' },
      { role: 'user' as const, content: 'last draws' },
    ];
    expect(await offlineAnswer(turns, ctx)).toContain('610');
  });

  it("speaks the page's language, else the question's", async () => {
    await seedDraws(t.database(), [...DRAWS]);
    const ctx = context();
    const spanish = await offlineAnswer(user('¿cuáles fueron los últimos sorteos?'), ctx);
    expect(spanish.startsWith(ANALYST_TEXTS.es.notice)).toBe(true);
    const paged = await offlineAnswer(user('last draws'), ctx, { language: 'es' });
    expect(paged.startsWith(ANALYST_TEXTS.es.notice)).toBe(true);
    expect(paged).not.toContain(OFFLINE_NOTICE);
  });

  it('adds the stale note for old data, but not to answers that need no draws', async () => {
    await seedDraws(t.database(), [...DRAWS]);
    const ctx = context((state) =>
      state === 'GA'
        ? { status: 'stale', latestDate: '2025-07-04', today: '2025-07-20' }
        : undefined,
    );
    const latest = await offlineAnswer(user('last draws'), ctx);
    expect(latest).toContain(
      ANALYST_TEXTS.en.stale({ date: '7/4/2025', days: '16' }).split('(')[0]!.trim(),
    );
    expect(latest).toContain('(16 days old)');
    const odds = await offlineAnswer(user('what are the odds of a straight?'), ctx);
    expect(odds).not.toContain('Stale data');
    expect(odds).toContain('1,000');
  });

  it('states the coverage it is given, and offers its menu for anything else', async () => {
    const ctx = context();
    expect(await offlineAnswer(user('which states do you have data for?'), ctx)).toContain(
      'Draws are stored for 2 of 36 states.',
    );
    const menu = await offlineAnswer(user('tell me a joke'), ctx);
    expect(menu).toBe(`${OFFLINE_NOTICE}\n\n${ANALYST_TEXTS.en.help}`);
  });
});
