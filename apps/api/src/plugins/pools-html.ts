// A pool page (/pools/:poolId) as static HTML inside the app's shell, like the results page
// (results-html.ts): the pool's remaining and removed numbers, and the older-data notice when
// Georgia's data is stale, readable before the app's code has arrived (and without JavaScript). The
// app replaces it with its own page, drawn from the same answers (the page's first view), when it
// starts. The words are the app's own (apps/web's pools messages), in the page's language.
import {
  drawTimeWord,
  formatDate,
  POOL_STATE,
  stateName,
  type DrawTimeCode,
  type PageLanguage,
} from '@pick3/core';
import type { Pool, StateSummary } from '@pick3/contract';
import { escapeHtml } from './results-html.js';
import { freshnessHtml } from './freshness-html.js';

const WORDS = {
  en: {
    title: (state: string) => `${state} Lotto Pools`,
    olderTitle: 'Older data',
    older: (state: string, draw: string) =>
      `${state}'s newest stored draw is ${draw}: these pools are worked out from that older data, not from the latest draws.`,
    remaining: 'Remaining Numbers',
    removed: 'Removed Numbers',
    noneRemaining: 'No numbers remaining',
    noneRemoved: 'No numbers removed',
  },
  es: {
    title: (state: string) => `Lotto Pools de ${state}`,
    olderTitle: 'Datos antiguos',
    older: (state: string, draw: string) =>
      `El sorteo más reciente guardado de ${state} es ${draw}: estos pools se calculan con esos datos antiguos, no con los últimos sorteos.`,
    remaining: 'Números restantes',
    removed: 'Números eliminados',
    noneRemaining: 'No quedan números',
    noneRemoved: 'Ningún número eliminado',
  },
} as const;

/** "GA Midday · Fri 9/11/2026" (en), "GA Mediodía · vie 11/9/2026" (es), as the app writes a draw. */
function drawLabel(draw: { date: string; drawTime: DrawTimeCode }, language: PageLanguage): string {
  const [y, m, d] = draw.date.split('-').map(Number) as [number, number, number];
  const weekday = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    weekday: 'short',
    timeZone: 'UTC',
  }).format(Date.UTC(y, m - 1, d));
  const name = drawTimeWord(POOL_STATE, draw.drawTime, language);
  const date = formatDate(draw.date, language);
  return `${POOL_STATE} ${name} · ${weekday} ${date}`;
}

function numbers(list: readonly string[], none: string): string {
  return list.length === 0 ? `<p>${none}</p>` : `<p class="pool-numbers">${list.join(' ')}</p>`;
}

/**
 * The pool page's readable content, for `<div id="root">` of the shell. `georgia` is the pool
 * state's summary from the states list (its freshness says whether the data is older).
 */
export function poolHtml(
  pool: Pool,
  drawTime: DrawTimeCode,
  georgia: StateSummary | undefined,
  language: PageLanguage,
): string {
  const w = WORDS[language];
  const state = stateName(POOL_STATE);
  const older =
    georgia?.latestDraw && (georgia.status === 'stale' || georgia.status === 'behind')
      ? `<div role="note" class="pool-note"><strong>${w.olderTitle}</strong><br>${escapeHtml(
          w.older(state, drawLabel(georgia.latestDraw, language)),
        )}</div>`
      : '';
  return (
    '<main id="main" data-static-pool="">' +
    '<style>[data-static-pool]{padding:0 16px}[data-static-pool] .pool-note{padding:12px;' +
    'border-radius:8px;background:#fff9db;margin:12px 0}[data-static-pool] .pool-numbers' +
    '{font-variant-numeric:tabular-nums;word-spacing:6px;line-height:1.8}</style>' +
    `<h1>${escapeHtml(w.title(state))}</h1>` +
    (georgia === undefined ? '' : freshnessHtml(georgia, language)) +
    older +
    `<h2>${escapeHtml(pool.title)} · ${escapeHtml(drawTimeWord(POOL_STATE, drawTime, language))}</h2>` +
    `<h3>${w.remaining} (${pool.remainingNumbers.length})</h3>` +
    numbers(pool.remainingNumbers, w.noneRemaining) +
    `<h3>${w.removed} (${pool.removedNumbers.length})</h3>` +
    numbers(pool.removedNumbers, w.noneRemoved) +
    '</main>'
  );
}
