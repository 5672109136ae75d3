// How the chat tools write figures and draws: rounded, and dated as people read them.
import { DRAW_TIME_LABELS, isoToUs, type Draw } from '@pick3/core';

export const round1 = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);

export const round2 = (x: number) => Math.round(x * 100) / 100;

/** A draw as people read it: US date and draw-time label. */
export function drawOf(d: Pick<Draw, 'date' | 'drawTime' | 'number'>) {
  return { date: isoToUs(d.date), time: DRAW_TIME_LABELS[d.drawTime], number: d.number };
}
