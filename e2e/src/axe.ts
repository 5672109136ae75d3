// axe-core through @axe-core/playwright (it injects the library's own source into the page: no
// network, and the app's Content-Security-Policy does not apply to what Playwright evaluates). Every
// rule axe enables by default runs; only what blocks people counts: impact serious or critical.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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

export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      html: (v.nodes[0]?.html ?? '').slice(0, 240),
      summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
    }));
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
