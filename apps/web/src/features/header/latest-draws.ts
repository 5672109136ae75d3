import {
  compareDraws,
  drawInstant,
  drawTimeWord,
  isKnownState,
  resultDueAt,
  scheduleOf,
  stateName,
  type DrawTimeCode,
} from '@pick3/core';
import { activeLanguage, t } from '../../i18n/i18n.js';
import { formatClock, formatDate } from '../../lib/format.js';

/** A stored draw as GET /api/draws sends it. */
export interface RecentDraw {
  date: string;
  drawTime: DrawTimeCode;
  number: string;
}

/** Days before the newest stored draw that the latest results read: every draw time falls in a week. */
export const RECENT_DAYS = 7;

/**
 * The dates GET /api/draws is asked for: the week ending on the newest stored draw.
 *
 * @example recentRange('2026-09-11') // { from: '2026-09-05', to: '2026-09-11' }
 */
export function recentRange(lastDate: string): { from: string; to: string } {
  const from = new Date(Date.parse(`${lastDate}T00:00:00Z`) - (RECENT_DAYS - 1) * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: lastDate };
}

/**
 * The newest draw of each draw time, newest first: what the main page opens with.
 *
 * @example latestPerDrawTime([{ date: '2026-09-11', drawTime: 'DAY', number: '521' },
 *   { date: '2026-09-10', drawTime: 'NITE', number: '330' }, { date: '2026-09-10', drawTime: 'DAY', number: '004' }])
 * // [{ date: '2026-09-11', drawTime: 'DAY', number: '521' }, { date: '2026-09-10', drawTime: 'NITE', number: '330' }]
 */
export function latestPerDrawTime(draws: readonly RecentDraw[]): RecentDraw[] {
  const newest = new Map<DrawTimeCode, RecentDraw>();
  for (const draw of draws) {
    const seen = newest.get(draw.drawTime);
    if (seen === undefined || compareDraws(draw, seen) > 0) newest.set(draw.drawTime, draw);
  }
  return [...newest.values()].sort((a, b) => compareDraws(b, a));
}

/** The draws after `since` (a draw reference), newest first. */
export function drawsAfter(
  draws: readonly RecentDraw[],
  since: { date: string; drawTime: DrawTimeCode } | null,
): RecentDraw[] {
  return draws
    .filter((d) => since === null || compareDraws(d, since) > 0)
    .sort((a, b) => compareDraws(b, a));
}

/** A draw time as the page's language names it ('Midday' in Georgia, 'Mediodía' in Spanish), or its code for an unknown state. */
export function drawTimeNameOf(state: string, drawTime: DrawTimeCode): string {
  return isKnownState(state) ? drawTimeWord(state, drawTime, activeLanguage()) : drawTime;
}

/** The clock time a draw is held at, in the state's own zone ('6:59 PM'); '' when unknown. */
export function drawClock(state: string, date: string, drawTime: DrawTimeCode): string {
  if (!isKnownState(state)) return '';
  try {
    return formatClock(drawInstant(state, date, drawTime).getTime(), scheduleOf(state).timeZone);
  } catch {
    // A stored draw the schedule does not hold (an old period): no clock time rather than a wrong one.
    return '';
  }
}

/** The instant of a draw in epoch ms, or null when the schedule does not hold it. */
export function drawAt(state: string, date: string, drawTime: DrawTimeCode): number | null {
  if (!isKnownState(state)) return null;
  try {
    return drawInstant(state, date, drawTime).getTime();
  } catch {
    return null;
  }
}

/** 'Midday 9/11/2026: 5-2-1', as a toast lists new draws. */
export function drawLine(state: string, draw: RecentDraw): string {
  return t('header.latest.drawLine', {
    drawTime: drawTimeNameOf(state, draw.drawTime),
    date: formatDate(draw.date),
    number: draw.number.split('').join('-'),
  });
}

/**
 * What a Refresh found, in a player's words: the new draws (at most three named), or none since the
 * newest stored with the next draw's clock time.
 *
 * @example refreshFoundText('GA', [], { date: '2026-09-11', drawTime: 'DAY' },
 *   { date: '2026-11-25', drawTime: 'EVE', at: '2026-11-25T23:59:00Z' })
 * // 'No new draws since Midday 9/11/2026; next draw 6:59 PM'
 */
export function refreshFoundText(
  state: string,
  found: readonly RecentDraw[],
  newest: { date: string; drawTime: DrawTimeCode } | null,
  next: { date: string; drawTime: DrawTimeCode; at: string } | null,
): string {
  if (found.length > 0) {
    const shown = found.slice(0, 3).map((d) => drawLine(state, d));
    if (found.length > 3) shown.push(t('common.andMore', { value: found.length - 3 }));
    return t('header.latest.newDraws', { count: found.length, draws: shown.join('; ') });
  }
  const timeZone = isKnownState(state) ? scheduleOf(state).timeZone : 'UTC';
  const nextText = next === null ? '' : formatClock(next.at, timeZone);
  const since =
    newest === null ? '' : `${drawTimeNameOf(state, newest.drawTime)} ${formatDate(newest.date)}`;
  if (newest === null) return t('header.latest.noDraws');
  return next === null
    ? t('header.latest.noNewDrawsSince', { since })
    : t('header.latest.noNewDrawsSinceNext', { since, next: nextText });
}

/**
 * What a Refresh checked, before what it found: the page's Refresh rereads the stored data; the
 * server asks the sources on its own clock. So it names when the state's source was last asked, or
 * says only stored data was reread and when the sources are asked next (the next draw's result).
 *
 * @example refreshCheckedText('GA', '2026-11-25T00:04:00Z', null, Date.parse('2026-11-25T01:00:00Z'))
 * // 'Asked the Georgia source at 7:04 PM ET.'
 */
export function refreshCheckedText(
  state: string,
  lastIngestAt: string | null,
  next: { date: string; drawTime: DrawTimeCode } | null,
  nowMs: number,
): string {
  if (!isKnownState(state)) return '';
  const timeZone = scheduleOf(state).timeZone;
  const clock = (at: number) =>
    formatClock(at, timeZone, isoDay(at, timeZone) !== isoDay(nowMs, timeZone));
  if (lastIngestAt !== null) {
    return t('header.latest.askedAt', {
      state: stateName(state),
      time: clock(Date.parse(lastIngestAt)),
    });
  }
  if (next === null) return t('header.latest.storedOnly');
  return t('header.latest.storedOnlyNext', {
    time: clock(resultDueAt(state, next.date, next.drawTime).getTime()),
  });
}

/** The calendar day of a moment in a zone, to tell whether a clock time needs its date. */
function isoDay(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
}
