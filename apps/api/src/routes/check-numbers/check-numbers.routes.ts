// GET /api/check-numbers: "check my numbers": every draw of a date range, at the draw times played,
// a play would have won from the stored history, with its prize, the totals, the longest losing run,
// the scheduled draws the history lacks (named, not played) and the chance baseline of the state's
// prize table.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkPlay, costOf, parseDrawTime, parseStateCode, prizeTableOf } from '@pick3/core';
import { onField } from '../../lib/field-errors.js';
import { CHECK_NUMBERS_NOTE, CheckNumbersSchema } from '@pick3/contract';
import { historyCacheOf } from '../../services/state-history.js';

const checkNumbersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const history = historyCacheOf(app.db);

  app.get('/check-numbers', { schema: CheckNumbersSchema }, async (request) => {
    const { query } = request;
    const state = parseStateCode(query.state);
    const table = prizeTableOf(state);
    // A $1 straight unless the player says otherwise (the schema's defaults).
    const play = { number: query.number, type: query.type ?? 'straight', stake: query.stake ?? 1 };
    // Core checks the play against the table and the dates against the history, naming the field.
    const drawTimes =
      query.drawTimes === undefined
        ? undefined
        : onField('drawTimes', () =>
            query.drawTimes!.split(',').map((label) => parseDrawTime(label.trim())),
          );
    const { draws } = await history.get(state);
    const check = checkPlay(state, play, draws, { from: query.from, to: query.to, drawTimes });
    return {
      state,
      ...play,
      cost: costOf(state, play),
      ...check,
      prizeTable: {
        source: table.source,
        verified: table.verified,
        ...(table.note === undefined ? {} : { note: table.note }),
      },
      note: CHECK_NUMBERS_NOTE,
    };
  });
};

export default checkNumbersRoutes;
