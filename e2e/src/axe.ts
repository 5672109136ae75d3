// Runs axe-core inside the page (the library's own source, injected: no network) and keeps only
// what blocks people: violations of impact serious or critical.
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** The start of the first offending element's HTML, to recognise it. */
  html: string;
  /** axe's own summary of how to fix the first node (contrast ratios and the like). */
  summary: string;
}

/** Where the page loads axe from: a same-origin path this helper answers (never the server). */
const AXE_PATH = '/__e2e/axe-core.js';
const routed = new WeakSet<Page>();

export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(
    () => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined',
  );
  if (!loaded) {
    // The app's Content-Security-Policy runs scripts from its own origin only (no inline ones), so
    // axe comes as a same-origin file that Playwright answers, not as an inline script tag.
    if (!routed.has(page)) {
      await page.route(`**${AXE_PATH}`, (route) =>
        route.fulfill({ contentType: 'application/javascript', body: axe.source }),
      );
      routed.add(page);
    }
    await page.addScriptTag({ url: AXE_PATH });
  }
  const results = await page.evaluate(async () => {
    const injected = (
      window as unknown as {
        axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
      }
    ).axe;
    const outcome = await injected.run(document, { resultTypes: ['violations'] });
    return outcome.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      html: (v.nodes[0]?.html ?? '').slice(0, 240),
      summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
    }));
  });
  return results.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One readable line per violation, for the failure message. */
export function formatViolations(screen: string, violations: readonly AxeViolation[]): string {
  return [
    `axe: ${violations.length} serious/critical violation(s) on ${screen}:`,
    ...violations.map(
      (v) =>
        `  - [${v.impact}] ${v.id}: ${v.help} at ${v.targets.join(' | ')}\n      ${v.html}\n      ${v.summary}`,
    ),
  ].join('\n');
}
