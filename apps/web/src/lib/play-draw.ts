// The draw a play is for, as the basket, the confirmation, "Your Plays" and the tracker write it:
// "GA Evening · Wed 11/25/2026" (en), "GA Tarde · mié 25/11/2026" (es).
import { drawTimeName as stateDrawTimeName, isKnownState, type DrawTimeCode } from '@pick3/core';
import { activeLanguage, t } from '../i18n/i18n.js';
import { formatDate } from './format.js';

/**
 * A draw time's name in the active language: in English the state's own ('Midday' in Georgia, from
 * core's schedules), in Spanish the common word.
 */
export function drawTimeWord(state: string, code: DrawTimeCode): string {
  if (activeLanguage() === 'en' && isKnownState(state)) return stateDrawTimeName(state, code);
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
    drawTime: drawTimeWord(state, draw.drawTime),
    weekday: formatDate(draw.date, { weekday: 'short' }),
    date: formatDate(draw.date),
  });
}

/** A draw time's common word in the active language, for lists not tied to one state ('Night', 'Noche'). */
export function drawTimeLabel(code: DrawTimeCode): string {
  return t(`common.drawTimes.${code}`);
}

/** A draw time's short word for cards and chips ('Nite' in English, 'Noc' in Spanish). */
export function drawTimeShort(code: DrawTimeCode): string {
  return t(`common.drawTimesShort.${code}`);
}
