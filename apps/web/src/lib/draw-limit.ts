import { MAX_LIMIT } from '@pick3/core';

/** Spec §5/§9: the draw limit is 1–730, default 730; a typed value applies after an 800 ms pause. */
export const MIN_DRAW_LIMIT = 1;
/** Core's limit, the one the API checks. */
export const MAX_DRAW_LIMIT = MAX_LIMIT;
export const DRAW_LIMIT_DEBOUNCE_MS = 800;

/** What the box keeps while typing: digits only (pasted '1,2a3' becomes '123'). */
export function sanitizeDrawLimitInput(text: string): string {
  return text.replace(/\D+/g, '');
}

/** The value a blurred box settles on: empty or non-numeric → 730, below 1 → 1, above 730 → 730. */
export function clampDrawLimit(text: string): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return MAX_DRAW_LIMIT;
  const value = Number(trimmed);
  if (value < MIN_DRAW_LIMIT) return MIN_DRAW_LIMIT;
  if (value > MAX_DRAW_LIMIT) return MAX_DRAW_LIMIT;
  return value;
}

/**
 * The value a typing pause applies, or null to wait for blur: only a whole number within 1–730
 * (so '0' or '999' do not refetch mid-edit; blur clamps them). An empty box means 730.
 */
export function typedDrawLimit(text: string): number | null {
  if (text === '') return MAX_DRAW_LIMIT;
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= MIN_DRAW_LIMIT && value <= MAX_DRAW_LIMIT ? value : null;
}
