import { DRAW_TIME_LABELS, isoToUs, type DrawTimeCode } from '@pick3/core';

export type FreshnessStatus = 'live' | 'behind' | 'stale' | 'empty';

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
      : `${isoToUs(latestDraw.date)} ${DRAW_TIME_LABELS[latestDraw.drawTime]}`;
  switch (status) {
    case 'live':
      return {
        label: 'Live',
        color: '#1e6b2e',
        description: `Up to date: the latest draw (${last}) is stored.`,
      };
    case 'behind':
      return {
        label: 'Behind',
        color: '#8a4b00',
        description: `The latest scheduled draws are not stored yet; the newest stored is ${last}.`,
      };
    case 'stale':
      return {
        label: `Stale: last draw ${latestDraw === null ? 'unknown' : isoToUs(latestDraw.date)}`,
        color: '#a61e1e',
        description: `No draw stored for more than a week; the newest stored is ${last}.`,
      };
    case 'empty':
      return {
        label: 'No data yet',
        color: '#495057',
        description: 'No draws of this state are stored yet.',
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
  if (minutes <= 0) return 'now';
  if (minutes < 60) return `in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `in ${hours} h` : `in ${hours} h ${minutes % 60} min`;
  return `in ${Math.floor(hours / 24)} days`;
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
  return `Next draw: ${DRAW_TIME_LABELS[next.drawTime]} ${isoToUs(next.date)}, ${formatCountdown(Date.parse(next.at), nowMs)}`;
}
