import {
  compareDraws,
  digitTypeOf,
  pairsumOf,
  type DigitType,
  type Draw,
  type DrawTimeCode,
  drawExtrasLabels,
} from '@pick3/core';
import { formatDate } from '../../lib/format.js';
import { drawTimeLabel } from '../../lib/play-draw.js';

export interface YearMonth {
  year: number;
  /** 1–12. */
  month: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function monthOf(isoDate: string): YearMonth {
  return { year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)) };
}

/** First and last ISO day of a month (the from/to of GET /api/draws). */
export function monthRange({ year, month }: YearMonth): { from: string; to: string } {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(last)}` };
}

export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

export function monthLabel({ year, month }: YearMonth): string {
  return formatDate(`${year}-${String(month).padStart(2, '0')}-01`, {
    month: 'long',
    year: 'numeric',
  });
}

export interface CalendarRow {
  key: string;
  /** ISO date of the draw. */
  isoDate: string;
  /** M/D/YYYY. */
  date: string;
  drawTime: DrawTimeCode;
  drawTimeLabel: string;
  number: string;
  /** The pairsum group, or null when the number is in no pairsum table ('{number} NOT FOUND'). */
  pairsum: string | null;
  digitType: DigitType | null;
  /** What was drawn beside the number, labelled as the state names it (`Fireball 5`); absent when nothing. */
  extras?: string[];
}

export interface CalendarHidden {
  hiddenDrawTimes: readonly DrawTimeCode[];
  hiddenDigitTypes: readonly DigitType[];
  hiddenPairsums: readonly string[];
}

function safe<T>(fn: () => T): T | null {
  try {
    return fn();
  } catch {
    return null;
  }
}

/**
 * The month's rows: newest first, so within one date night, evening, day, morning (core's draw
 * order reversed), minus what the calendar filters hide.
 */
export function calendarRows(
  draws: readonly Draw[],
  hidden: CalendarHidden,
  stateCode?: string,
): CalendarRow[] {
  return [...draws]
    .sort((a, b) => compareDraws(b, a))
    .map((draw) => {
      const extras = stateCode === undefined ? [] : drawExtrasLabels(stateCode, draw);
      return {
        key: `${draw.date}-${draw.drawTime}`,
        isoDate: draw.date,
        date: formatDate(draw.date),
        drawTime: draw.drawTime,
        drawTimeLabel: drawTimeLabel(draw.drawTime),
        number: draw.number,
        pairsum: safe(() => pairsumOf(draw.number)),
        digitType: safe(() => digitTypeOf(draw.number)),
        ...(extras.length === 0 ? {} : { extras }),
      };
    })
    .filter(
      (row) =>
        !hidden.hiddenDrawTimes.includes(row.drawTime) &&
        !(row.digitType && hidden.hiddenDigitTypes.includes(row.digitType)) &&
        !(row.pairsum && hidden.hiddenPairsums.includes(row.pairsum)),
    );
}
