// A table row's or pick's name in the reader's language: a strategy by its translated name, a
// player by the name they chose.
import type { BoardStrategy } from '@pick3/core';
import { t } from '../../i18n/i18n.js';

export function entrantName(entry: { strategy: BoardStrategy | null; name: string }): string {
  return entry.strategy === null ? entry.name : t(`board.strategies.${entry.strategy}`);
}
