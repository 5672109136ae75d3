// Draw history for the calendar (GET /api/draws), "when did my number last hit" (GET /api/draws/lookup,
// the question players ask most), the download of a state's draws (GET /api/draws/export) and a
// state's results page (GET /api/draws/results).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DEFAULT_STATE,
  lookupNumber,
  parseIsoDate,
  parseStateCode,
  parseStraight,
  Pick3Error,
} from '@pick3/core';
import { onField } from '../../lib/field-errors.js';
import { HttpError } from '../../lib/http-error.js';
import { exportBounds, exportStream } from './draws-export.js';
import {
  DrawsSchema,
  ExportSchema,
  LookupSchema,
  MAX_RANGE_DAYS,
  ResultsSchema,
} from '@pick3/contract';
import { drawsBetween, resultsPage } from '../../services/results.service.js';
import { historyCacheOf } from '../../services/state-history.js';

const DAY_MS = 86_400_000;

/** Downloads a minute per client address: each reads a whole history, so far fewer than other reads. */
export const EXPORTS_PER_MINUTE = 10;

const drawsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const history = historyCacheOf(app.db);

  app.get('/draws', { schema: DrawsSchema }, async (request) => {
    const state = parseStateCode(request.query.state ?? DEFAULT_STATE);
    const from = onField('from', () => parseIsoDate(request.query.from));
    const to = onField('to', () => parseIsoDate(request.query.to));
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
    if (days < 0)
      throw new HttpError(400, 'BAD_REQUEST', 'querystring/from must not be after to', {
        field: 'from',
      });
    if (days >= MAX_RANGE_DAYS) {
      throw new HttpError(
        400,
        'RANGE_TOO_LARGE',
        `querystring/to must be within ${MAX_RANGE_DAYS} days of from`,
        {
          field: 'to',
        },
      );
    }
    return drawsBetween(app, state, from, to);
  });

  app.get('/draws/lookup', { schema: LookupSchema }, async (request) => {
    const state = parseStateCode(request.query.state ?? DEFAULT_STATE);
    const number = parseStraight(request.query.number);
    const drawTime = request.query.drawTime || undefined;
    const { draws } = await history.get(state);
    // With the state, no gap or skip is counted across a hole of its history.
    return {
      state,
      ...lookupNumber(draws, number, drawTime === undefined ? { state } : { drawTime, state }),
    };
  });

  app.get('/draws/results', { schema: ResultsSchema }, async (request, reply) => {
    const state = parseStateCode(request.query.state);
    const page = await resultsPage(app, state, request.query.month);
    if (page === undefined)
      throw new Pick3Error('INVALID_STATE', `${state} is not one of the app's states.`, {
        field: 'state',
      });
    // A new draw may arrive a few minutes after each draw time.
    reply.header('cache-control', 'public, max-age=60');
    return page;
  });

  app.get(
    '/draws/export',
    {
      schema: ExportSchema,
      // A limit of its own, per address, besides the global one.
      config: {
        rateLimit: {
          max: EXPORTS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => `export:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const state = parseStateCode(request.query.state ?? DEFAULT_STATE);
      const from = request.query.from
        ? onField('from', () => parseIsoDate(request.query.from))
        : undefined;
      const to = request.query.to ? onField('to', () => parseIsoDate(request.query.to)) : undefined;
      if (from !== undefined && to !== undefined && from > to) {
        throw new HttpError(400, 'BAD_REQUEST', 'querystring/from must not be after to', {
          field: 'from',
        });
      }
      const drawTime = request.query.drawTime || undefined;
      const format = request.query.format ?? 'csv';
      const bounds = await exportBounds(app.db, { state, from, to, drawTime });
      const name = `${state}-draws-${from ?? bounds?.from ?? 'all'}-${to ?? bounds?.to ?? 'all'}.${format}`;
      return (
        reply
          .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          // A stream goes out as is (the schema only documents its content), which the typed reply cannot say.
          .send(exportStream(app.db, state, bounds, drawTime, format) as never)
      );
    },
  );
};

export default drawsRoutes;
