// What a phone needs of a screen (issue 15): nothing wider than the viewport, touch targets of at
// least 44 x 44 CSS px (WCAG 2.5.5, Apple's and Google's guidance; a link inside a sentence is
// exempt, as WCAG says), and the numbers in the box grid and number lists at 12 px or more, readable
// without zooming. Measured in the page as painted; behind an open modal nothing counts.
import type { Page } from '@playwright/test';

export const MIN_TARGET_PX = 44;
export const MIN_NUMBER_TEXT_PX = 12;

/** The box grid, the triples, the number lists, the pattern strings, the draw cards, pool chips. */
const NUMBER_TEXT = [
  '[role="group"][aria-label$=" grid"]',
  '[role="group"][aria-label$=" groups"]',
  'section[aria-label="Triples"]',
  'ul[aria-label$=" list"]',
  'section[aria-label="Pattern strings"]',
  'article',
  'button[data-kind]',
].join(', ');

export interface PhoneFindings {
  /** document scrollWidth - viewport width; > 0 means the page scrolls sideways. */
  overflowPx: number;
  /** 'button "Open calendar" 36x36' for each target under the minimum. */
  smallTargets: string[];
  /** '11px "A" in [role=group] SINGLES grid' for each number text under the minimum. */
  smallText: string[];
}

export function auditPhoneScreen(page: Page): Promise<PhoneFindings> {
  return page.evaluate(
    ({ minTarget, minText, numberText }) => {
      const visible = (el: Element) =>
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      /** Screen-reader-only text: clipped to 1 px, never seen. */
      const srOnly = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width <= 1 || r.height <= 1;
      };
      const nameOf = (el: Element): string => {
        const labelledBy = el.getAttribute('aria-labelledby');
        const byIds = labelledBy
          ?.split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
        const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
        const name =
          el.getAttribute('aria-label') ||
          byIds ||
          labels.map((l) => l.textContent).join(' ') ||
          el.textContent ||
          el.getAttribute('title') ||
          el.getAttribute('placeholder') ||
          '';
        return name.replace(/\s+/g, ' ').trim().slice(0, 60);
      };
      const roleOf = (el: Element) =>
        el.getAttribute('role') ??
        (el.tagName === 'INPUT'
          ? `input[${(el as HTMLInputElement).type}]`
          : el.tagName.toLowerCase());

      const smallTargets: string[] = [];
      // An open modal covers the page: only what is in it can be tapped.
      const modal = [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')].find((d) =>
        visible(d),
      );
      const targets = (modal ?? document).querySelectorAll(
        'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"]',
      );
      for (const el of targets) {
        if (el.closest('[aria-hidden="true"], [inert]')) continue;
        // A link in a sentence is text (WCAG 2.5.5's inline exception), as app.css leaves it.
        if (el.tagName === 'A' && el.closest('p') !== null) continue;
        // A control's hit area includes its <label>: tapping the label works the control (a
        // checkbox's box is small, its row is not). A visually hidden input is reached by its label.
        const rects: DOMRect[] = [];
        if (visible(el) && !srOnly(el)) rects.push(el.getBoundingClientRect());
        const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
        for (const label of labels)
          if (visible(label) && !srOnly(label)) rects.push(label.getBoundingClientRect());
        if (rects.length === 0) continue;
        const left = Math.min(...rects.map((r) => r.left));
        const right = Math.max(...rects.map((r) => r.right));
        const top = Math.min(...rects.map((r) => r.top));
        const bottom = Math.max(...rects.map((r) => r.bottom));
        const width = right - left;
        const height = bottom - top;
        // Off-screen on purpose (the skip link until it is focused).
        if (right <= 0 || left >= document.documentElement.scrollWidth) continue;
        // Rounding: a 43.99 px box painted at 44 px is 44 px.
        if (Math.round(width) < minTarget || Math.round(height) < minTarget)
          smallTargets.push(
            `${roleOf(el)} "${nameOf(el)}" ${Math.round(width)}x${Math.round(height)}`,
          );
      }

      const smallText: string[] = [];
      for (const container of document.querySelectorAll(numberText)) {
        for (const el of [container, ...container.querySelectorAll('*')]) {
          const ownText = [...el.childNodes]
            .filter((n) => n.nodeType === Node.TEXT_NODE)
            .map((n) => n.textContent ?? '')
            .join('')
            .trim();
          if (ownText === '' || !visible(el) || srOnly(el)) continue;
          const size = Number.parseFloat(getComputedStyle(el).fontSize);
          if (size < minText)
            smallText.push(
              `${size}px "${ownText.slice(0, 20)}" in ${container.tagName.toLowerCase()} ${nameOf(container).slice(0, 30)}`,
            );
        }
      }
      return {
        overflowPx: document.documentElement.scrollWidth - window.innerWidth,
        smallTargets,
        smallText,
      };
    },
    { minTarget: MIN_TARGET_PX, minText: MIN_NUMBER_TEXT_PX, numberText: NUMBER_TEXT },
  );
}

/** One readable block per screen, the same problems counted once (a grid repeats one cell 220 times). */
export function describeFindings(screen: string, findings: PhoneFindings): string[] {
  const grouped = (items: string[]) => {
    const counts = new Map<string, number>();
    for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
    return [...counts].map(([item, n]) => (n > 1 ? `${item} (x${n})` : item));
  };
  const problems: string[] = [];
  if (findings.overflowPx > 0)
    problems.push(`${screen}: the page is ${findings.overflowPx} px wider than the viewport`);
  const targets = grouped(findings.smallTargets);
  if (targets.length > 0)
    problems.push(
      `${screen}: ${findings.smallTargets.length} touch target(s) under ${MIN_TARGET_PX} px:\n    ${targets.slice(0, 25).join('\n    ')}${targets.length > 25 ? `\n    … ${targets.length - 25} more` : ''}`,
    );
  // Text sizes repeat per cell: the distinct size-and-place pairs are enough to fix them.
  const text = grouped(findings.smallText.map((t) => t.replace(/ "[^"]*" /, ' ')));
  if (text.length > 0)
    problems.push(
      `${screen}: number text under ${MIN_NUMBER_TEXT_PX} px:\n    ${text.slice(0, 15).join('\n    ')}`,
    );
  return problems;
}
