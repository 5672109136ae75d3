import {
  isKnownState,
  scheduleOf,
  stateName,
  todayInZone,
  type DrawTimeCode,
  type FreshnessStatus,
} from '@pick3/core';
import { t } from '../../i18n/i18n.js';
import { formatClock, formatDate, formatNumber } from '../../lib/format.js';

export type { FreshnessStatus };

export interface Freshness {
  status: FreshnessStatus;
  latestDraw: { date: string; drawTime: DrawTimeCode } | null;
}

export interface FreshnessBadge {
  label: string;
  /** A dark shade: white text on it passes WCAG AA. */
  color: string;
  /** One sentence for screen readers and the tooltip: what the status means. */
  description: string;
}

/**
 * The header's data badge, from the status the server computed from the state's draw schedule and
 * its newest stored draw: never "Live" unless the newest draw that should be posted is stored.
 *
 * @example freshnessBadge({ status: 'stale', latestDraw: { date: '2023-01-14', drawTime: 'MORN' } }).label
 * // 'Stale: last draw 1/14/2023'
 */
export function freshnessBadge({ status, latestDraw }: Freshness): FreshnessBadge {
  const last =
    latestDraw === null
      ? ''
      : `${formatDate(latestDraw.date)} ${t(`common.drawTimes.${latestDraw.drawTime}`)}`;
  switch (status) {
    case 'live':
      return {
        label: t('header.badge.live'),
        color: '#1e6b2e',
        description: t('header.badge.liveDescription', { last }),
      };
    case 'behind':
      return {
        label: t('header.badge.behind'),
        color: '#8a4b00',
        description: t('header.badge.behindDescription', { last }),
      };
    case 'stale':
      return {
        label: t('header.badge.stale', {
          date: latestDraw === null ? t('header.badge.staleUnknown') : formatDate(latestDraw.date),
        }),
        color: '#a61e1e',
        description: t('header.badge.staleDescription', { last }),
      };
    case 'empty':
      return {
        label: t('header.badge.empty'),
        color: '#495057',
        description: t('header.badge.emptyDescription'),
      };
  }
}

/**
 * Time until a moment, for the next-draw countdown: 'now', 'in 4 min', 'in 2 h 5 min', 'in 3 days'.
 *
 * @example formatCountdown(Date.parse('2026-11-23T23:59:00Z'), Date.parse('2026-11-23T21:54:00Z')) // 'in 2 h 5 min'
 */
export function formatCountdown(atMs: number, nowMs: number): string {
  const minutes = Math.ceil((atMs - nowMs) / 60_000);
  if (minutes <= 0) return t('header.countdown.now');
  if (minutes < 60) return t('header.countdown.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48)
    return minutes % 60 === 0
      ? t('header.countdown.hours', { hours })
      : t('header.countdown.hoursMinutes', { hours, minutes: minutes % 60 });
  return t('header.countdown.days', { count: Math.floor(hours / 24) });
}

/**
 * The next scheduled draw with its countdown.
 *
 * @example nextDrawText({ date: '2026-11-23', drawTime: 'EVE', at: '2026-11-23T23:59:00Z' }, Date.parse('2026-11-23T23:00:00Z'))
 * // 'Next draw: Evening 11/23/2026, in 59 min'
 */
export function nextDrawText(
  next: { date: string; drawTime: DrawTimeCode; at: string },
  nowMs: number,
): string {
  return t('header.nextDraw', {
    drawTime: t(`common.drawTimes.${next.drawTime}`),
    date: formatDate(next.date),
    countdown: formatCountdown(Date.parse(next.at), nowMs),
  });
}

/** One draw time of a state's stored history, as GET /api/states sends it (named from core's schedule). */
export interface HistoryEntry {
  drawTime: DrawTimeCode;
  name: string;
  count: number;
  first: string | null;
  last: string | null;
}

/**
 * Which draw times a state's stored history holds, in one line: each stored draw time with its years,
 * then the draw times the state holds that are not stored. Null when nothing is stored (the badge says
 * "No data yet").
 *
 * @example historyText([{ drawTime: 'DAY', name: 'Midday', count: 0, first: null, last: null },
 *   { drawTime: 'EVE', name: 'Evening', count: 4945, first: '2009-12-14', last: '2026-07-01' }])
 * // 'History: Evening draws 2009–2026; no Midday draws stored'
 */
export function historyText(history: readonly HistoryEntry[]): string | null {
  const stored = history.filter((h) => h.count > 0 && h.first !== null && h.last !== null);
  if (stored.length === 0) return null;
  const parts = stored.map((h) => {
    const from = h.first!.slice(0, 4);
    const to = h.last!.slice(0, 4);
    return from === to
      ? t('header.history.storedYear', { name: h.name, year: from })
      : t('header.history.stored', { name: h.name, from, to });
  });
  const lacking = history.filter((h) => h.count === 0).map((h) => h.name);
  if (lacking.length > 0)
    parts.push(
      t('header.history.notStored', { names: lacking.join(` ${t('header.history.or')} `) }),
    );
  return t('header.history.line', { parts: parts.join('; ') });
}

/**
 * The history line's tooltip: the count of every draw time, stored or not.
 *
 * @example historyCounts([{ drawTime: 'EVE', name: 'Evening', count: 4945, first: '2009-12-14', last: '2026-07-01' }])
 * // 'Evening: 4,945 draws'
 */
export function historyCounts(history: readonly HistoryEntry[]): string {
  return history
    .map((h) =>
      t('header.history.count', { name: h.name, count: h.count, shown: formatNumber(h.count) }),
    )
    .join('; ');
}

/** Why a behind state is behind, as GET /api/states sends it. */
export interface BehindInfo {
  reason: 'not-posted' | 'source-failing';
  draw: { date: string; drawTime: DrawTimeCode; at: string };
  sourceKind: 'official' | 'aggregate';
  failingSince: string | null;
  failure: 'unreachable' | 'error-status' | 'changed' | null;
}

/**
 * Why the header says Behind, in a player's words: who has not posted which draw yet, or since when
 * our source fails and how (never a URL or an error code). Clock times are the state's own.
 *
 * @example behindText({ reason: 'not-posted', draw: { date: '2026-11-24', drawTime: 'EVE', at: '2026-11-24T23:59:00Z' },
 *   sourceKind: 'official', failingSince: null, failure: null }, 'GA', Date.parse('2026-11-25T00:10:00Z'))
 * // 'The Georgia Lottery has not posted the 6:59 PM draw yet.'
 */
export function behindText(behind: BehindInfo, stateCode: string, nowMs: number): string {
  const timeZone = isKnownState(stateCode) ? scheduleOf(stateCode).timeZone : 'UTC';
  const state = stateName(stateCode);
  if (behind.reason === 'not-posted') {
    const time = formatClock(behind.draw.at, timeZone);
    return behind.sourceKind === 'official'
      ? t('header.behindWhy.notPostedOfficial', { state, time })
      : t('header.behindWhy.notPostedAggregate', { time });
  }
  const since = behind.failingSince ?? behind.draw.at;
  // A failure that began on an earlier day (in the state's zone) says its date too.
  const today = todayInZone(timeZone, new Date(nowMs));
  const sameDay = todayInZone(timeZone, new Date(since)) === today;
  return t('header.behindWhy.failing', {
    state,
    since: formatClock(since, timeZone, !sameDay),
    how: t(`header.behindWhy.failure.${behind.failure ?? 'error-status'}`),
  });
}

/** A state's archive walk now (GET /api/states catchUp): pages read of those it will read. */
export interface CatchUpInfo {
  startedAt: string;
  pagesDone: number;
  pagesTotal: number;
}

/**
 * The line that says a state is catching up while the server walks its sources' archives (the first
 * start's catch-up, or a backfill): how far, as the newest stored draw's date and the pages read.
 *
 * @example catchUpText({ startedAt: '2026-11-28T06:00:00Z', pagesDone: 2, pagesTotal: 5 }, '2026-11-20')
 * // 'Catching up: draws stored through 11/20/2026; 2 of 5 archive pages read.'
 */
export function catchUpText(catchUp: CatchUpInfo, lastDate: string | null): string {
  const pages = { done: formatNumber(catchUp.pagesDone), total: formatNumber(catchUp.pagesTotal) };
  return lastDate === null
    ? t('header.catchingUp.noDate', pages)
    : t('header.catchingUp.withDate', { ...pages, date: formatDate(lastDate) });
}
