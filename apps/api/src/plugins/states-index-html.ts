// The page of every state's results (/results) as static HTML inside the app's shell, like a
// state's results page (results-html.ts): each of the 36 states with its game, its newest stored
// draw and its freshness, linking to its own results page. The app replaces it with its own page.
import { drawTimeWord, formatDate, stateGameName, type PageLanguage } from '@pick3/core';
import type { StateSummary } from '@pick3/contract';
import { freshnessWords } from './freshness-html.js';
import { escapeHtml } from './results-html.js';

const WORDS = {
  en: {
    title: 'Pick 3 results in every state',
    state: 'State',
    latest: 'Latest draw',
    freshness: 'Data',
    none: 'No draws stored',
  },
  es: {
    title: 'Resultados de Pick 3 en cada estado',
    state: 'Estado',
    latest: 'Último sorteo',
    freshness: 'Datos',
    none: 'No hay sorteos guardados',
  },
} as const;

/** The title of /results, in the page's language. */
export function statesIndexTitle(language: PageLanguage): string {
  return WORDS[language].title;
}

/** The /results page's readable content, for `<div id="root">` of the shell. */
export function statesIndexHtml(states: readonly StateSummary[], language: PageLanguage): string {
  const w = WORDS[language];
  const lang = language === 'es' ? '?lang=es' : '';
  const rows = states
    .map((s) => {
      const latest =
        s.latestDraw === null
          ? w.none
          : `${drawTimeWord(s.code, s.latestDraw.drawTime, language)} ${formatDate(s.latestDraw.date, language)}`;
      const [label] = freshnessWords(s, language);
      return (
        `<tr><td><a href="/results/${s.code}${lang}">${escapeHtml(stateGameName(s.code))}</a></td>` +
        `<td>${escapeHtml(latest)}</td><td data-freshness="${s.status}">${escapeHtml(label)}</td></tr>`
      );
    })
    .join('');
  return (
    '<main id="main" data-static-results="">' +
    '<style>[data-static-results] th,[data-static-results] td{padding:4px 12px 4px 0;text-align:left}' +
    '[data-static-results] table{border-collapse:collapse}</style>' +
    `<h1>${escapeHtml(w.title)}</h1>` +
    `<table><thead><tr><th scope="col">${w.state}</th><th scope="col">${w.latest}</th>` +
    `<th scope="col">${w.freshness}</th></tr></thead><tbody>${rows}</tbody></table></main>`
  );
}
