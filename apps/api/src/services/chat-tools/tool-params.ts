// The argument schemas several chat tools share. TypeBox schemas are JSON Schema: each tool's
// `schema` is sent to the model as it stands.
import { DRAW_TIMES, MAX_WINDOW_SIZE, STATE_CODES } from '@pick3/core';
import { Type } from 'typebox';

export const stateParam = Type.Enum([...STATE_CODES], {
  description: 'Two-letter state code, e.g. GA or TX (default: the state on screen)',
});
export const numberParam = Type.String({
  description: 'Three-digit number, e.g. "123"',
  pattern: '^[0-9]{3}$',
});
export const drawTimeParam = Type.Enum([...DRAW_TIMES], {
  description: 'Count only this draw time (default: all)',
});
export const modeParam = Type.Enum(['box', 'straight']);
export const strict = { additionalProperties: false } as const;
export const newestDraws = Type.Integer({
  minimum: 1,
  maximum: MAX_WINDOW_SIZE,
  description: 'Newest draws counted (default 100)',
});
