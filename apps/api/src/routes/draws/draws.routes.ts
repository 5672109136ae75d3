// Draw history for the calendar (GET /api/draws) and "when did my number last hit"
// (GET /api/draws/lookup), the question players ask most.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  chanceOfSet,
  DRAW_TIME_LABELS,
  digitTypeOf,
  expectedGap,
  parseIsoDate,
  parseStateCode,
  parseStraight,
  toBoxKey,
} from '@pick3/core';
import { drawsRepository } from '@pick3/db';
import { onField } from '../../lib/field-errors.js';
import { HttpError } from '../../lib/http-error.js';
import { DrawsSchema, LookupSchema, MAX_RANGE_DAYS } from './draws.schemas.js';

const DAY_MS = 86_400_000;

const drawsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/draws', { schema: DrawsSchema }, async (request) => {
    const state = parseStateCode(request.query.state ?? 'TX');
    const from = onField('from', () => parseIsoDate(request.query.from));
    const to = onField('to', () => parseIsoDate(request.query.to));
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
    if (days < 0) throw new HttpError(400, 'BAD_REQUEST', 'querystring/from must not be after to', { field: 'from' });
    if (days >= MAX_RANGE_DAYS) {
      throw new HttpError(400, 'RANGE_TOO_LARGE', `querystring/to must be within ${MAX_RANGE_DAYS} days of from`, {
        field: 'to',
      });
    }
    const draws = await drawsRepository.drawsOn(app.db, state, from, to);
    return {
      draws: draws.map((d) => ({ date: d.date, drawTime: d.drawTime, timeLabel: DRAW_TIME_LABELS[d.drawTime], number: d.number })),
    };
  });

  app.get('/api/draws/lookup', { schema: LookupSchema }, async (request) => {
    const state = parseStateCode(request.query.state ?? 'TX');
    const number = parseStraight(request.query.number);
    const mode = request.query.mode ?? 'box';
    const boxKey = toBoxKey(number);
    const digitType = digitTypeOf(number);
    const [hits, totalDraws] = await Promise.all([
      drawsRepository.findByBoxKeyWithDrawsSince(app.db, state, boxKey),
      drawsRepository.count(app.db, state),
    ]);
    return {
      state,
      number,
      boxKey,
      mode,
      digitType,
      totalDraws,
      // A box hit is any of the key's straights; a straight hit is one number in 1,000.
      expectedGap: mode === 'box' ? expectedGap(digitType) : 1 / chanceOfSet([number], 'straight'),
      hits: hits
        .filter((hit) => mode === 'box' || hit.number === number)
        .map((hit) => ({
          date: hit.date,
          drawTime: hit.drawTime,
          timeLabel: DRAW_TIME_LABELS[hit.drawTime],
          number: hit.number,
          drawsSince: hit.drawsSince,
        })),
    };
  });
};

export default drawsRoutes;
