// Instant filters on a mid-range phone (issue 15 item 4): on `/` with a state that has history, a
// phone viewport and Chromium's CPU throttled 4x (CDP Emulation.setCPUThrottlingRate), changes a
// number filter, the draw time and the number mode several times each, and measures each
// interaction as the browser does for INP: the Event Timing entries (PerformanceObserver 'event',
// durationThreshold 16) sharing one interactionId, longest duration = input to the next paint.
// An interaction with no entry took under 16 ms (the smallest threshold) and counts as 16 ms.
//
// Used by lighthouse.mjs (`pnpm bench:web`), which starts the server; prints median, p75 and max per
// kind and fails when a kind's p75 is over the budget.
/* global window, performance, PerformanceObserver -- the functions passed to page.evaluate run in the page */
import { chromium } from 'playwright-core';

export const INTERACTION_BUDGET_MS = 50;
const CPU_THROTTLING = 4;
/** Each kind is done this many times (the first of each kind is a warm-up and not counted). */
const REPEATS = Math.max(3, Number(process.env.WEB_BENCH_INTERACTIONS ?? 8));
/** The Lighthouse mobile device: Moto G Power sized. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const STATE = 'GA';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** Nearest-rank percentile. */
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)];

/** Installed before the app's scripts: keeps every Event Timing entry with an interaction. */
function observeInteractions() {
  window.__pick3Interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0)
        window.__pick3Interactions.push({
          id: entry.interactionId,
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          inputDelay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart,
          presentation: entry.startTime + entry.duration - entry.processingEnd,
        });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * Runs the interactions against `base` (a running server with the built app). Returns the rows
 * and whether every kind's p75 is within the budget.
 */
export async function interactionBench(base, { chromePath, chromeFlags, log = console.log }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    const context = await browser.newContext({ viewport: PHONE, ...PHONE, locale: 'en-US' });
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);

    // Requests in flight, to let each change's data arrive before the next interaction.
    let inFlight = 0;
    page.on('request', () => (inFlight += 1));
    page.on('requestfinished', () => (inFlight -= 1));
    page.on('requestfailed', () => (inFlight -= 1));
    const settle = async () => {
      let quietSince = Date.now();
      const started = Date.now();
      while (Date.now() - quietSince < 400 && Date.now() - started < 30_000) {
        if (inFlight > 0) quietSince = Date.now();
        await page.waitForTimeout(50);
      }
    };

    await page.goto(`${base}/?state=${STATE}&lang=en`, { waitUntil: 'load' });
    await page.getByRole('tab', { name: /^Box Numbers/ }).waitFor({ timeout: 120_000 });
    await settle();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });

    /** One interaction: do it, let it paint and its data arrive, read its longest entry. */
    const measure = async (act) => {
      const since = await page.evaluate(() => performance.now());
      await act();
      await settle();
      return page.evaluate((from) => {
        const entries = window.__pick3Interactions.filter((e) => e.startTime >= from);
        const first = entries[0];
        if (!first)
          return { duration: 16, name: 'none', inputDelay: 0, processing: 0, presentation: 0 };
        // The first interaction after `from` is ours; take its longest event (pointerup, click…).
        const own = entries.filter((e) => e.id === first.id);
        const longest = own.reduce((a, b) => (b.duration > a.duration ? b : a));
        return longest;
      }, since);
    };

    const numberFilters = page.getByRole('button', { name: /^Number Filters/ });
    const drawSession = page.getByRole('combobox', { name: 'Draw session' });
    const sessions = await drawSession
      .locator('option')
      .evaluateAll((options) => options.map((o) => o.value));

    const kinds = {
      // A digit of Position 1 toggled on, then off, then the next digit…
      'number filter': async (i) => {
        const dropdown = page.getByRole('dialog', { name: 'Number Filters' });
        if (!(await dropdown.isVisible())) {
          await numberFilters.click();
          await dropdown.waitFor();
          await settle();
        }
        const digit = String(Math.floor(i / 2) % 10);
        return measure(() =>
          dropdown
            .locator('fieldset', { hasText: 'Position 1' })
            .getByRole('button', { name: digit, exact: true })
            .click(),
        );
      },
      // The next draw session, chosen with the keyboard on the focused select (a real input event;
      // a script setting the value would not be an interaction).
      'draw time': async (i) => {
        await page.keyboard.press('Escape');
        await drawSession.focus();
        const key = Math.floor(i / (sessions.length - 1)) % 2 === 0 ? 'ArrowDown' : 'ArrowUp';
        return measure(() => page.keyboard.press(key));
      },
      // Box, Straight, Box…
      mode: async (i) => {
        const label = i % 2 === 0 ? 'Straight' : 'Box';
        return measure(() => page.getByText(label, { exact: true }).click());
      },
    };

    const rows = [];
    for (const [kind, run] of Object.entries(kinds)) {
      const samples = [];
      for (let i = 0; i <= REPEATS; i += 1) {
        const sample = await run(i);
        if (i > 0) samples.push(sample);
      }
      const durations = samples.map((s) => s.duration);
      rows.push({
        kind,
        n: durations.length,
        median: median(durations),
        p75: percentile(durations, 75),
        max: Math.max(...durations),
        slowest: samples.reduce((a, b) => (b.duration > a.duration ? b : a)),
      });
    }
    // Leave the page as the next visitor of this server finds it: no filter, default mode.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    log(
      `\nInteractions on /?state=${STATE} (phone ${PHONE.width}x${PHONE.height}, CPU ${CPU_THROTTLING}x slower, ` +
        `${REPEATS} each after a warm-up; Event Timing, budget p75 ≤ ${INTERACTION_BUDGET_MS} ms):`,
    );
    log(
      '  interaction     n   median  p75     max     (slowest: event, input delay + handlers + to paint)',
    );
    let ok = true;
    for (const r of rows) {
      const missed = r.p75 > INTERACTION_BUDGET_MS;
      if (missed) ok = false;
      log(
        `  ${r.kind.padEnd(14)}  ${String(r.n).padStart(2)}  ${`${r.median} ms`.padEnd(7)} ` +
          `${`${r.p75} ms`.padEnd(7)} ${`${r.max} ms`.padEnd(7)} (${r.slowest.name}, ` +
          `${Math.round(r.slowest.inputDelay)} + ${Math.round(r.slowest.processing)} + ` +
          `${Math.round(r.slowest.presentation)} ms)` +
          (missed ? `   MISSED: p75 ${r.p75} > ${INTERACTION_BUDGET_MS} ms` : ''),
      );
    }
    return { ok, rows };
  } finally {
    await browser.close();
  }
}
