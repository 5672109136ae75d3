import { Type } from 'typebox';
import { DRAW_TIMES } from '@pick3/core';
import { errorResponses } from '../../lib/http-error.js';
import { StateCode } from '../lottery-analysis/lottery-analysis.schemas.js';

const IsoDate = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'ISO date YYYY-MM-DD' });
const Straight = Type.String({ pattern: '^[0-9]{3}$', description: 'three digits, e.g. 610' });

/** Longest calendar range one request may ask for. */
export const MAX_RANGE_DAYS = 366;

export const CalendarDrawSchema = Type.Object({
  date: IsoDate,
  drawTime: Type.Enum([...DRAW_TIMES]),
  timeLabel: Type.String({ description: 'Morning, Day, Evening or Night' }),
  number: Straight,
});

export const DrawsSchema = {
  tags: ['draws'],
  summary: 'Draws of a state between two dates (inclusive, at most one year), newest first',
  description: 'Within a date: night, evening, day, morning (the calendar order).',
  querystring: Type.Object(
    { state: Type.Optional({ ...StateCode, default: 'TX' }), from: IsoDate, to: IsoDate },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ draws: Type.Array(CalendarDrawSchema) }), ...errorResponses },
};

export const LookupSchema = {
  tags: ['draws'],
  summary: 'Every draw where a number hit (its box key, or the exact straight), newest first',
  description: 'Each hit carries the draws since it; `expectedGap` is the average spacing of hits by chance.',
  querystring: Type.Object(
    {
      state: Type.Optional({ ...StateCode, default: 'TX' }),
      number: Straight,
      mode: Type.Optional(Type.Enum(['box', 'straight'], { default: 'box' })),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      state: Type.String(),
      number: Straight,
      boxKey: Straight,
      mode: Type.Enum(['box', 'straight']),
      digitType: Type.Enum(['single', 'double', 'triple']),
      totalDraws: Type.Integer({ minimum: 0, description: 'draws stored for the state' }),
      expectedGap: Type.Number({ description: 'draws between hits expected by chance' }),
      hits: Type.Array(
        Type.Object({
          ...CalendarDrawSchema.properties,
          drawsSince: Type.Integer({ minimum: 0, description: 'draws of the state after this one' }),
        }),
      ),
    }),
    ...errorResponses,
  },
};
