import type { Draw } from '@pick3/core';

/** A made-up Georgia-like history: three draws a day, numbers from a fixed linear sequence. */
export function syntheticHistory(days: number): Draw[] {
  const draws: Draw[] = [];
  let x = 7;
  for (let d = 0; d < days; d++) {
    const date = new Date(Date.UTC(2020, 0, 1 + d)).toISOString().slice(0, 10);
    for (const drawTime of ['DAY', 'EVE', 'NITE'] as const) {
      x = (x * 37 + 11) % 1000;
      draws.push({ date, drawTime, number: String(x).padStart(3, '0') });
    }
  }
  return draws;
}
