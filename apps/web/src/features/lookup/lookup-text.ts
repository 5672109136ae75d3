import type { DrawTimeCode } from '@pick3/core';
import type { Table } from '../../lib/downloads.js';
import type { LookupHit } from './api/get-number-lookup.js';
import { t } from '../../i18n/i18n.js';
import { formatDate, formatNumber } from '../../lib/format.js';
import { drawTimeLabel as drawTimeLabelOf } from '../../lib/play-draw.js';

const whole = { format: (n: number) => formatNumber(n, { maximumFractionDigits: 0 }) };
const oneDecimal = { format: (n: number) => formatNumber(n, { maximumFractionDigits: 1 }) };

/** The chance baseline beside a skip: 'expected every 1,000 draws', 'expected every 166.7 draws'. */
export function expectedText(expectedSkip: number): string {
  return t('lookup.expectedEveryDraws', { format: oneDecimal.format(expectedSkip) });
}

/** A skip figure, or a dash where the number never came (or came once, for an average). */
export function skipText(value: number | null, decimals = false): string {
  if (value === null) return '—';
  return (decimals ? oneDecimal : whole).format(value);
}

/** Draws since the last hit; '≥ 990' when the hit is older than a hole of the history. */
export function drawsSinceText(stats: {
  hits: number;
  drawsSinceLast: number | null;
  drawsSinceLastAtLeast: boolean;
}): string {
  if (stats.hits === 0 || stats.drawsSinceLast === null) return t('lookup.neverDrawn');
  const text = whole.format(stats.drawsSinceLast);
  return stats.drawsSinceLastAtLeast ? t('lookup.atLeast', { value: text }) : text;
}

/**
 * A hit's Non-Repeats figure, the analysis cards' gap: the draws between it and the hit before it;
 * LAST for the oldest hit (`isOldest`), a dash when a hole of the history lies between the two.
 */
export function hitGapText(hit: LookupHit, isOldest: boolean): string {
  if (hit.gap !== null) return whole.format(hit.gap);
  return isOldest ? t('lookup.last') : t('lookup.acrossGap');
}

/** The sentence naming the history's newest hole, or null without one. */
export function lookupHoleText(
  hole: { from: string; to: string; missing: number } | null,
): string | null {
  if (hole === null) return null;
  return t('lookup.holeNote', {
    missing: whole.format(hole.missing),
    from: formatDate(hole.from),
    to: formatDate(hole.to),
  });
}

/** 'Never drawn' or '3 times' / 'once'. */
export function timesDrawnText(hits: number): string {
  if (hits === 0) return t('lookup.neverDrawn');
  if (hits === 1) return t('lookup.once');
  return t('lookup.times', { format: whole.format(hits) });
}

/** ISO date (or instant) → 7/4/2025 (en), 4/7/2025 (es), as the rest of the app shows dates. */
export function hitDate(date: string): string {
  return formatDate(date.slice(0, 10));
}

export function drawTimeLabel(code: DrawTimeCode): string {
  return drawTimeLabelOf(code) ?? code;
}

/** Newest first: the fewest draws ago leads, whatever order the server sent. */
export function newestFirst(hits: readonly LookupHit[]): LookupHit[] {
  return [...hits].sort((a, b) => a.drawsAgo - b.drawsAgo);
}

/**
 * The hits as a download table in the export's columns (state,game,date,draw_time,number), newest
 * first, draw times named as the export names them.
 */
export function hitsTable(state: string, game: string, hits: readonly LookupHit[]): Table {
  return {
    columns: ['state', 'game', 'date', 'draw_time', 'number'],
    rows: newestFirst(hits).map((hit) => ({
      state,
      game,
      date: hit.date.slice(0, 10),
      draw_time: drawTimeLabel(hit.drawTime),
      number: hit.number,
    })),
  };
}

/** The export endpoint's download link for the state's draws (all draw times unless one is given). */
export function exportUrl(
  state: string,
  format: 'csv' | 'json',
  range: {
    from?: string | null | undefined;
    to?: string | null | undefined;
    drawTime?: DrawTimeCode | undefined;
  } = {},
): string {
  const params = new URLSearchParams({ state });
  if (range.from) params.set('from', range.from.slice(0, 10));
  if (range.to) params.set('to', range.to.slice(0, 10));
  if (range.drawTime) params.set('drawTime', range.drawTime);
  params.set('format', format);
  return `/api/draws/export?${params.toString()}`;
}
