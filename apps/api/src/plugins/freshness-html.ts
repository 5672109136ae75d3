// The freshness badge of a server-rendered page (results, pools), in the words of the app's own
// badge (apps/web's header messages): a reader before the app starts, or without JavaScript, sees
// whether the results are current, and a stale page says so.
import { drawTimeWord, formatDate, type DrawTimeCode, type PageLanguage } from '@pick3/core';
import type { StateSummary } from '@pick3/contract';
import { escapeHtml } from './results-html.js';

const WORDS = {
  en: {
    live: 'Live',
    liveDescription: (last: string) => `Up to date: the latest draw (${last}) is stored.`,
    behind: 'Behind',
    behindDescription: (last: string) =>
      `The latest scheduled draws are not stored yet; the newest stored is ${last}.`,
    stale: (date: string) => `Stale: last draw ${date}`,
    staleDescription: (last: string) =>
      `No draw stored for more than a week; the newest stored is ${last}.`,
    empty: 'No data yet',
    emptyDescription: 'No draws of this state are stored yet.',
  },
  es: {
    live: 'Al día',
    liveDescription: (last: string) => `Al día: el último sorteo (${last}) está guardado.`,
    behind: 'Atrasado',
    behindDescription: (last: string) =>
      `Los últimos sorteos programados aún no están guardados; el más reciente guardado es ${last}.`,
    stale: (date: string) => `Desactualizado: último sorteo ${date}`,
    staleDescription: (last: string) =>
      `Ningún sorteo guardado en más de una semana; el más reciente guardado es ${last}.`,
    empty: 'Aún sin datos',
    emptyDescription: 'Aún no hay sorteos guardados de este estado.',
  },
} as const;

/** What the badge needs of a state's summary (the states list's row). */
export type FreshnessFacts = Pick<StateSummary, 'code' | 'status' | 'latestDraw'>;

/** Whether a page over these draws must say its results are not current. */
export function isStale(facts: FreshnessFacts | undefined): boolean {
  return facts?.status === 'stale';
}

/**
 * The badge as HTML: its label and the sentence that explains it, e.g. "Stale: last draw
 * 10/15/2025 · No draw stored for more than a week; the newest stored is 10/15/2025 Evening."
 */
export function freshnessHtml(facts: FreshnessFacts, language: PageLanguage): string {
  const [label, description] = freshnessWords(facts, language);
  return (
    `<p class="freshness" data-freshness="${facts.status}"><strong>${escapeHtml(label)}</strong>` +
    ` · ${escapeHtml(description)}</p>`
  );
}

/** The badge's label and its explaining sentence, in the page's language. */
export function freshnessWords(
  facts: FreshnessFacts,
  language: PageLanguage,
): [label: string, description: string] {
  const w = WORDS[language];
  const latest = facts.latestDraw;
  const date = latest === null ? '' : formatDate(latest.date, language);
  const last =
    latest === null
      ? ''
      : `${date} ${drawTimeWord(facts.code, latest.drawTime as DrawTimeCode, language)}`;
  return facts.status === 'live'
    ? [w.live, w.liveDescription(last)]
    : facts.status === 'behind'
      ? [w.behind, w.behindDescription(last)]
      : facts.status === 'stale'
        ? [w.stale(date), w.staleDescription(last)]
        : [w.empty, w.emptyDescription];
}
