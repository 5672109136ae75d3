// How the offline analyst writes a game, a date, a draw and a list, in the page's language.
import {
  drawTimeWord,
  formatDate,
  gameName,
  isIsoDate,
  parseDrawTime,
  stateName,
  usToIso,
} from '@pick3/core';
import { ANALYST_TEXTS, type AnalystLanguage } from '../offline-analyst.texts.js';
import type { Question } from './question.js';

/** The state's game as players name it, with the state when the game's name lacks it ("New York Numbers"). */
export function placeOf(state: string): string {
  const game = gameName(state);
  const name = stateName(state);
  return game.includes(name) ? game : `${name} ${game}`;
}

/**
 * The one place the helper writes a date (ISO or the tools' M/D/YYYY), through core's formatter:
 * m/d/yyyy in English, d/m/yyyy in Spanish, as every screen writes it.
 */
export function dateText(date: string, language: AnalystLanguage): string {
  return formatDate(isIsoDate(date) ? date : usToIso(date), language);
}

/** A draw time (code or the tools' English label) as the page's language names it in that state. */
export function drawName(state: string, time: string, language: AnalystLanguage): string {
  return drawTimeWord(state, parseDrawTime(time), language);
}

/** "9/11/2026 Noche": a draw's date and draw time in the page's language. */
export function drawWhen(
  state: string,
  date: string,
  time: string,
  language: AnalystLanguage,
): string {
  return `${dateText(date, language)} ${drawName(state, time, language)}`;
}

/** At most `max` items, then how many more, in the page's language. */
export const list = (language: AnalystLanguage, items: readonly string[], max: number) =>
  items.length > max
    ? `${items.slice(0, max).join(', ')} … ${ANALYST_TEXTS[language].more(items.length - max)}`
    : items.join(', ');

/** "Texas Pick 3 Night draws" / "sorteos de Texas Pick 3 Noche". */
export const whereOf = (q: Question, state: string, time: string) =>
  ANALYST_TEXTS[q.language].historyWhere(
    placeOf(state),
    time === 'all' ? 'all' : drawName(state, time, q.language),
  );
