// The results page (/results/:state) as static HTML inside the app's shell, so a reader without
// JavaScript and a crawler read the results; the app replaces it with its own page when it starts.
import { drawExtrasLabels, formatDate, shiftMonth, type PageLanguage } from '@pick3/core';
import type { ResultDay, ResultsReply } from '@pick3/contract';
import { freshnessHtml, isStale, type FreshnessFacts } from './freshness-html.js';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const WORDS = {
  en: {
    results: (game: string) => `${game} Results`,
    official: 'Official site',
    recent: 'Recent results',
    latestStored: 'Latest stored results',
    date: 'Date',
    draw: 'Draw',
    number: 'Number',
    none: 'No draws stored for this month.',
    about: 'About this data',
    stored: (n: string) => `${n} draws stored.`,
    drawTime: (name: string, count: string, first: string, last: string) =>
      `${name}: ${count} draws, ${first} to ${last}.`,
    notStored: (name: string) => `${name}: no draws stored.`,
    missing: (n: string) => `${n} scheduled draws are missing from the history.`,
    disputed: (n: string) => `${n} draws were reported differently by two sources.`,
    prev: 'Previous month',
    next: 'Next month',
  },
  es: {
    results: (game: string) => `Resultados de ${game}`,
    official: 'Sitio oficial',
    recent: 'Resultados recientes',
    latestStored: 'Últimos resultados guardados',
    date: 'Fecha',
    draw: 'Sorteo',
    number: 'Número',
    none: 'No hay sorteos guardados de este mes.',
    about: 'Sobre estos datos',
    stored: (n: string) => `${n} sorteos guardados.`,
    drawTime: (name: string, count: string, first: string, last: string) =>
      `${name}: ${count} sorteos, del ${first} al ${last}.`,
    notStored: (name: string) => `${name}: no hay sorteos guardados.`,
    missing: (n: string) => `Faltan ${n} sorteos programados en el historial.`,
    disputed: (n: string) => `${n} sorteos fueron informados de forma distinta por dos fuentes.`,
    prev: 'Mes anterior',
    next: 'Mes siguiente',
  },
} as const;

/** A date as its readers write it: 7/4/2026 in English, 4/7/2026 in Spanish (core's formatter). */
function shownDate(iso: string, language: PageLanguage): string {
  return formatDate(iso, language);
}

function monthName(month: string, language: PageLanguage): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(y, m - 1, 1));
}

function table(state: string, days: readonly ResultDay[], language: PageLanguage): string {
  const w = WORDS[language];
  const rows = days
    .flatMap((day) =>
      day.draws.map((draw) => {
        // The state's own names (Fireball, Double Draw) are the games' names in both languages.
        const extras = drawExtrasLabels(state, draw)
          .map((label) => ` <span>${escapeHtml(label)}</span>`)
          .join('');
        return (
          `<tr><td><time datetime="${day.date}">${shownDate(day.date, language)}</time></td>` +
          `<td>${escapeHtml(draw.name)}</td><td><strong>${draw.number}</strong>${extras}</td></tr>`
        );
      }),
    )
    .join('');
  return (
    `<table><thead><tr><th scope="col">${w.date}</th><th scope="col">${w.draw}</th>` +
    `<th scope="col">${w.number}</th></tr></thead><tbody>${rows}</tbody></table>`
  );
}

/**
 * The results page's readable content, for `<div id="root">` of the shell. `freshness` is the
 * state's row of the states list: its badge heads the page, and a stale page's results are
 * "Latest stored results", not recent ones.
 */
export function resultsHtml(
  page: ResultsReply,
  language: PageLanguage,
  freshness?: FreshnessFacts,
): string {
  const w = WORDS[language];
  const count = (n: number) => n.toLocaleString(language === 'es' ? 'es-US' : 'en-US');
  const base = `/results/${page.state}`;
  const lang = language === 'es' ? '&amp;lang=es' : '';
  const about = page.history.map((h) =>
    h.count === 0 || h.first === null || h.last === null
      ? w.notStored(h.name)
      : w.drawTime(
          h.name,
          count(h.count),
          shownDate(h.first, language),
          shownDate(h.last, language),
        ),
  );
  if (page.totalMissing > 0) about.push(w.missing(count(page.totalMissing)));
  if (page.disputed.length > 0) about.push(w.disputed(count(page.disputed.length)));
  const prev =
    page.firstMonth !== null && page.month > page.firstMonth
      ? `<a href="${base}?month=${shiftMonth(page.month, -1)}${lang}">${w.prev}</a> `
      : '';
  const next =
    page.lastMonth !== null && page.month < page.lastMonth
      ? `<a href="${base}?month=${shiftMonth(page.month, 1)}${lang}">${w.next}</a>`
      : '';
  return (
    '<main id="main" data-static-results="">' +
    '<style>[data-static-results] th,[data-static-results] td{padding:4px 12px 4px 0;text-align:left}' +
    '[data-static-results] table{border-collapse:collapse}</style>' +
    `<h1>${escapeHtml(w.results(page.gameName))}</h1>` +
    `<p>${escapeHtml(page.name)} · <a href="${escapeHtml(page.url)}" rel="noopener">${w.official}</a></p>` +
    (freshness === undefined ? '' : freshnessHtml(freshness, language)) +
    `<h2>${isStale(freshness) ? w.latestStored : w.recent}</h2>${table(page.state, page.recent, language)}` +
    `<h2>${escapeHtml(monthName(page.month, language))}</h2>` +
    (page.days.length === 0 ? `<p>${w.none}</p>` : table(page.state, page.days, language)) +
    `<p>${prev}${next}</p>` +
    `<h2>${w.about}</h2><p>${w.stored(count(page.drawCount))}</p>` +
    `<ul>${about.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
    '</main>'
  );
}
