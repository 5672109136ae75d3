// Scheduled ingestion called directly (no HTTP), on PGlite and PostgreSQL, against the draw sources
// as a real local server: a tick stores Georgia's new draws and runs the post-ingestion pipeline on
// them (a tracked hit is e-mailed through a local SMTP server), then hands the summary on.
import { alertSettingsRepository, drawsRepository } from '@pick3/db';
import type { IngestSummary } from '@pick3/scraper';
import { describeEachDriver } from '@pick3/db/testing';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { fakeSources } from '../testing/fake-sources.server.js';
import { startFakeSmtp, type FakeSmtp } from '../testing/fake-smtp.server.js';
import { serviceDeps } from '../testing/service-deps.js';
import { startIngestion } from './ingestion.service.js';
import { createPushSender } from './push.service.js';

let smtp: FakeSmtp;
let sources: Awaited<ReturnType<typeof fakeSources>>;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  sources = await fakeSources();
});
afterAll(async () => {
  await smtp.close();
  await sources.close();
});

describeEachDriver('ingestion service', (t) => {
  it('stores the new draws of a tick and runs the post-ingestion pipeline on them', async () => {
    const deps = serviceDeps(t.database(), {
      SMTP_URL: smtp.smtpUrl,
      SOURCES_BASE_URL: sources.url,
      AUTO_BACKFILL: 'off',
    });
    const push = await createPushSender(deps.db, { subject: 'mailto:test@example.com' });
    const email = `ingestion-${t.driver}@example.com`;
    await alertSettingsRepository.upsert(t.db(), 'visitor-ingestion', {
      email,
      emailVerified: true,
      isTracking: true,
      trackEvening: true,
      trackedEntries: [{ state: 'GA', number: '016', mode: 'box' }],
    });
    const handedOn: IngestSummary[] = [];
    const scheduler = startIngestion(
      { ...deps, push },
      {
        states: ['GA'],
        drawClock: false,
        // A catch-all that never fires by itself during the test: the test ticks.
        cron: '0 0 1 1 *',
        onIngested: (summary) => {
          handedOn.push(summary);
        },
      },
    );
    try {
      const tick = await scheduler.tick();
      expect(tick).toMatchObject({ status: 'ran' });
      // The pipeline runs after the tick (the scheduler does not wait for it), then hands on.
      await vi.waitFor(() => expect(handedOn).toHaveLength(1), { timeout: 30_000, interval: 50 });
    } finally {
      await scheduler.stop();
    }
    const stored = await drawsRepository.drawsOn(t.db(), 'GA', '2025-08-01', '2025-08-01');
    expect(stored.map((d) => [d.drawTime, d.number]).sort()).toEqual([
      ['DAY', '345'],
      ['EVE', '610'],
    ]);
    expect(handedOn).toHaveLength(1);
    expect(handedOn[0]?.updatedStates).toEqual(['GA']);
    // The pipeline ran: 610 is 016's box, told by e-mail; the tracker step ran for Georgia.
    expect(smtp.received.filter((m) => m.to.includes(email)).map((m) => m.subject)).toEqual([
      'Pick 3 alert: 610 hit in GA',
    ]);
    expect(deps.log.lines).toContainEqual(
      expect.objectContaining({ level: 'info', message: 'post-ingestion pipeline finished' }),
    );
  });
});
