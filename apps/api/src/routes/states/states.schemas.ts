import { Type } from 'typebox';
import { errorResponses } from '../../lib/http-error.js';

export const StateSummarySchema = Type.Object({
  code: Type.String({ pattern: '^[A-Z]{2}$' }),
  name: Type.String(),
  gameName: Type.String(),
  url: Type.String({ description: "the lottery's own page for the game ('' when unknown)" }),
  drawCount: Type.Integer({ minimum: 0 }),
  firstDate: Type.Union([Type.String({ description: 'ISO date' }), Type.Null()]),
  lastDate: Type.Union([Type.String({ description: 'ISO date' }), Type.Null()]),
});

export const StatesSchema = {
  tags: ['draws'],
  summary: 'States with their game, lottery site and stored draws (TX first, then by code)',
  response: { 200: Type.Object({ states: Type.Array(StateSummarySchema) }), ...errorResponses },
};
