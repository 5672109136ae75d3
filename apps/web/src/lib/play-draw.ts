// The draw a play is for, as the basket, the confirmation, "Your Plays" and the tracker write it:
// "GA Evening · Wed 11/25/2026" (en), "GA Tarde · mié 25/11/2026" (es).
import type { DrawTimeCode } from '@pick3/core';
import { t } from '../i18n/i18n.js';
import { formatDate } from './format.js';

/** The active language's name of a draw time. */
export function drawTimeName(code: DrawTimeCode): string {
  const names: Record<DrawTimeCode, string> = {
    MORN: t('common.drawTimes.MORN'),
    DAY: t('common.drawTimes.DAY'),
    EVE: t('common.drawTimes.EVE'),
    NITE: t('common.drawTimes.NITE'),
  };
  return names[code];
}

export function playDrawLabel(
  state: string,
  draw: { date: string; drawTime: DrawTimeCode },
): string {
  return t('common.playDraw', {
    state,
    drawTime: drawTimeName(draw.drawTime),
    weekday: formatDate(draw.date, { weekday: 'short' }),
    date: formatDate(draw.date),
  });
}
