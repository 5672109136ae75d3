// The picks board (/board/:state) as static HTML inside the app's shell, so a reader without
// JavaScript and a crawler read the verdict, the table and the latest draws' picks; the app replaces
// it with its own page (apps/web app/routes/board-page.tsx) when it starts. Read per request: picks
// come and numbers open at every close.
import {
  chanceBeaters,
  drawTimeWord,
  isoToUs,
  stateName,
  type BoardStrategy,
  type PageLanguage,
} from '@pick3/core';
import type { BoardReply } from '@pick3/contract';
import type { FastifyInstance } from 'fastify';
import { boardOf } from '../services/board.service.js';
import { escapeHtml } from './results-html.js';

/** The state of a board page path (`/board/ga` → 'GA'); undefined for any other path. */
export function boardPathState(path: string): string | undefined {
  const match = /^\/board\/([^/]+)\/?$/i.exec(path);
  return match ? match[1]!.toUpperCase() : undefined;
}

const WORDS = {
  en: {
    title: (name: string) => `${name} Pick 3 picks board`,
    appTitle: (name: string) => `${name} Pick 3 picks board | Pick 3 Analysis`,
    none: 'No player or strategy beats chance at 95%.',
    some: (names: string) => `Beats chance at 95% (interval above the chance rate): ${names}.`,
    table: 'The table (last 30 days)',
    who: 'Who',
    picks: 'Picks',
    hits: 'Hits',
    hitRate: 'Hit rate (95% interval)',
    chance: 'Chance rate',
    spent: 'Spent',
    won: 'Won',
    draws: 'Draws',
    drawn: (n: string) => `Drawn: ${n}`,
    notDrawn: 'Not drawn yet.',
    hidden: 'shown after the close',
    hit: (prize: string) => `Hit: ${prize}`,
    miss: 'Miss',
    pending: 'Waiting for the draw',
    noTable: 'No graded picks in this period yet.',
    strategies: {
      elimination: 'Elimination remaining',
      hot: 'Hottest of the last 100',
      cold: 'Coldest of the last 100',
      overdue: 'Most overdue by skips',
      random: 'Random (control)',
    },
  },
  es: {
    title: (name: string) => `Tablero de jugadas de Pick 3 de ${name}`,
    appTitle: (name: string) => `Tablero de jugadas de Pick 3 de ${name} | Análisis Pick 3`,
    none: 'Ningún jugador ni estrategia supera al azar al 95 %.',
    some: (names: string) =>
      `Supera al azar al 95 % (intervalo por encima de la tasa del azar): ${names}.`,
    table: 'La tabla (últimos 30 días)',
    who: 'Quién',
    picks: 'Jugadas',
    hits: 'Aciertos',
    hitRate: 'Tasa de aciertos (intervalo del 95 %)',
    chance: 'Tasa del azar',
    spent: 'Gastado',
    won: 'Ganado',
    draws: 'Sorteos',
    drawn: (n: string) => `Salió: ${n}`,
    notDrawn: 'Aún no se ha sorteado.',
    hidden: 'se muestra tras el cierre',
    hit: (prize: string) => `Acierto: ${prize}`,
    miss: 'Fallo',
    pending: 'Esperando el sorteo',
    noTable: 'Aún no hay jugadas calificadas en este período.',
    strategies: {
      elimination: 'Restantes de la eliminación',
      hot: 'El más caliente de los últimos 100',
      cold: 'El más frío de los últimos 100',
      overdue: 'El más atrasado según los saltos',
      random: 'Al azar (control)',
    },
  },
} as const;

/** The board page's title, in the words of the app's own page. */
export function boardPageTitle(state: string, language: PageLanguage): string {
  return WORDS[language].appTitle(stateName(state));
}

const locale = (language: PageLanguage) => (language === 'es' ? 'es-US' : 'en-US');

function nameOf(
  entry: { strategy: BoardStrategy | null; name: string },
  language: PageLanguage,
): string {
  return escapeHtml(
    entry.strategy === null ? entry.name : WORDS[language].strategies[entry.strategy],
  );
}

/** The board's verdict, table and draws as HTML. */
export function boardHtml(board: BoardReply, language: PageLanguage): string {
  const w = WORDS[language];
  const pct = new Intl.NumberFormat(locale(language), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const usd = new Intl.NumberFormat(locale(language), { style: 'currency', currency: 'USD' });
  const rate = (r: number | null) => (r === null ? '–' : pct.format(r));
  const beaters = chanceBeaters(board.table);
  const verdict =
    beaters.length === 0 ? w.none : w.some(beaters.map((r) => nameOf(r, language)).join(', '));
  const rows = board.table
    .map(
      (r) =>
        `<tr><th scope="row">${nameOf(r, language)}</th><td>${r.picks}</td><td>${r.hits}</td>` +
        `<td>${rate(r.hitRate)} (${rate(r.low)}–${rate(r.high)})</td><td>${rate(r.chanceRate)}</td>` +
        `<td>${usd.format(r.spent)}</td><td>${usd.format(r.won)}</td></tr>`,
    )
    .join('');
  const table =
    board.table.length === 0
      ? `<p>${w.noTable}</p>`
      : `<table><thead><tr><th scope="col">${w.who}</th><th scope="col">${w.picks}</th>` +
        `<th scope="col">${w.hits}</th><th scope="col">${w.hitRate}</th><th scope="col">${w.chance}</th>` +
        `<th scope="col">${w.spent}</th><th scope="col">${w.won}</th></tr></thead><tbody>${rows}</tbody></table>`;
  const draws = board.draws
    .map((d) => {
      const date = language === 'en' ? isoToUs(d.date) : d.date.split('-').reverse().join('/');
      const picks = d.picks
        .map((p) => {
          const result =
            p.outcome === null
              ? w.pending
              : p.outcome === 'win'
                ? w.hit(usd.format(p.prize ?? 0))
                : w.miss;
          return `<li>${nameOf(p, language)}: ${p.number ?? w.hidden}, ${escapeHtml(p.type)} ${usd.format(p.stake)}: ${result}</li>`;
        })
        .join('');
      return (
        `<h3>${escapeHtml(drawTimeWord(board.state, d.drawTime, language))} <time datetime="${d.date}">${date}</time></h3>` +
        `<p>${d.drawn === null ? w.notDrawn : w.drawn(d.drawn)}</p><ul>${picks}</ul>`
      );
    })
    .join('');
  return (
    `<section class="board-static"><h1>${escapeHtml(w.title(stateName(board.state)))}</h1>` +
    `<p><strong>${verdict}</strong></p><h2>${w.table}</h2>${table}<h2>${w.draws}</h2>${draws}</section>`
  );
}

/** The page with the board's HTML in place of the shell's loading line; unchanged when the board cannot be read. */
export async function withBoardContent(
  app: FastifyInstance,
  html: string,
  state: string,
  language: PageLanguage,
): Promise<string> {
  const board = await boardOf(app.db, state, {}, app.states.now()).catch(() => undefined);
  if (board === undefined) return html;
  const content = boardHtml(board, language);
  const loading = /<p class="boot-status"[^>]*>[\s\S]*?<\/p>/i;
  // A function, not a string: nothing in the content is a replacement pattern.
  return loading.test(html)
    ? html.replace(loading, () => content)
    : html.replace('<div id="root">', () => `<div id="root">${content}`);
}
