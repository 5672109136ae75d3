// The fishing basket, per owner (services/play-owner.ts: the account's on any browser, else the
// visitor's). Pool plays obey domain.md §7: only a pool's
// remaining numbers, at most its remaining count of them. Money is the server's: every play costs
// PRICE_PER_PLAY_CENTS whatever a client would like to pay.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  basketPlay,
  currentDrawTimes,
  DRAW_TIME_LABELS,
  drawTimeName,
  isKnownState,
  parseDrawTime,
  parsePoolId,
  parseStateCode,
  poolLabel,
  poolLimit,
  poolPlayRefusal,
  stateName,
  type DrawTimeCode,
} from '@pick3/core';
import { cartRepository } from '@pick3/db';
import { onField } from '../../lib/field-errors.js';
import { HttpError } from '../../lib/http-error.js';
import { currentPool, parsePoolDrawTime, POOL_STATE } from '../../services/pool-state.js';
import { playOwner } from '../../services/play-owner.js';
import { dataAsOf, drawOfPlay } from '../../services/play-draws.js';
import {
  AddToCartSchema,
  ClearCartSchema,
  GetCartSchema,
  MAX_QUANTITY,
  PRICE_PER_PLAY_CENTS,
  RemoveItemSchema,
  SetQuantitySchema,
} from '@pick3/contract';

type StoredItem = Awaited<ReturnType<typeof cartRepository.list>>[number];

function toItem(item: StoredItem) {
  return { ...item, id: String(item.id) };
}

function parseBodyDrawTime(value: string): DrawTimeCode {
  try {
    return parseDrawTime(value);
  } catch (error) {
    throw new HttpError(400, 'VALIDATION_ERROR', `body/drawTime ${(error as Error).message}`, {
      field: 'drawTime',
    });
  }
}

function itemNotFound(id: string): HttpError {
  return new HttpError(404, 'CART_ITEM_NOT_FOUND', `Cart item ${id} not found`, { field: 'id' });
}

/** Item ids are PostgreSQL `integer`s: a larger id names no item (and would fail the query with a 500). */
const MAX_ITEM_ID = 2_147_483_647;

function itemId(text: string): number {
  const id = Number(text);
  if (id > MAX_ITEM_ID) throw itemNotFound(text);
  return id;
}

const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/cart', { schema: GetCartSchema }, async (request, reply) => {
    const items = await cartRepository.list(app.db, await playOwner(app, request));
    const now = app.states.now();
    const data = await dataAsOf(
      app,
      items.map((item) => item.state),
      now,
    );
    reply.header('cache-control', 'private, no-store');
    return {
      items: items.map((item) => ({
        ...toItem(item),
        draw: drawOfPlay(item.state, item.drawTime, now),
      })),
      total: items.reduce((sum, item) => sum + item.quantity * item.pricePerPlay, 0),
      count: items.reduce((sum, item) => sum + item.quantity, 0),
      olderData: data.flatMap((d) => (d.status === 'live' ? [] : [{ ...d, status: d.status }])),
      dataAsOf: data,
    };
  });

  app.post('/cart/add', { schema: AddToCartSchema }, async (request, reply) => {
    const body = request.body;
    const owner = await playOwner(app, request);
    const state = parseStateCode(body.state ?? POOL_STATE);
    if (!isKnownState(state)) {
      throw new HttpError(400, 'VALIDATION_ERROR', `body/state ${state} is not a state we follow`, {
        field: 'state',
      });
    }
    const number = body.number;
    const playType = body.playType ?? 'Straight';
    const pool =
      body.lottoPool === undefined || body.lottoPool.trim() === ''
        ? undefined
        : onField('lottoPool', () => parsePoolId(body.lottoPool ?? ''));
    const drawTime =
      pool === undefined
        ? parseBodyDrawTime(body.drawTime ?? 'Evening')
        : parsePoolDrawTime(body.drawTime ?? 'Evening', 'drawTime', 'body');
    // Only playable draws are sold: a draw time the state holds, and a ticket its table prices.
    if (drawOfPlay(state, drawTime, app.states.now()) === null) {
      throw new HttpError(
        400,
        'VALIDATION_ERROR',
        `body/drawTime ${stateName(state)} holds no ${DRAW_TIME_LABELS[drawTime]} draw (it holds ${currentDrawTimes(
          state,
        )
          .map((code) => drawTimeName(state, code))
          .join(', ')})`,
        { field: 'drawTime' },
      );
    }
    basketPlay(state, { number, playType, pricePerPlay: PRICE_PER_PLAY_CENTS });
    // Stored with its full label, so 'Eve' and 'Evening' are one cart line.
    const drawTimeLabel = DRAW_TIME_LABELS[drawTime];
    const lottoPool = pool === undefined ? '' : poolLabel(pool);

    if (pool !== undefined) {
      if (state !== POOL_STATE) {
        throw new HttpError(400, 'VALIDATION_ERROR', 'body/state must be GA for a pool play', {
          field: 'state',
        });
      }
      const standing = await currentPool(app.analysis, pool, drawTime as 'DAY' | 'EVE' | 'NITE');
      const refusal = poolPlayRefusal(standing, number);
      if (refusal !== null) {
        const why =
          refusal === 'NUMBER_REMOVED'
            ? `${number} is already removed from this pool`
            : `${number} is not in pool ${lottoPool}`;
        throw new HttpError(409, refusal, why, { field: 'number' });
      }
      const existing = await cartRepository.list(app.db, owner);
      const sameLine = existing.some(
        (item) =>
          item.number === number &&
          item.state === state &&
          item.drawTime === drawTimeLabel &&
          item.playType === playType &&
          item.lottoPool === lottoPool,
      );
      if (!sameLine) {
        const limit = poolLimit(
          standing,
          await cartRepository.countForPool(app.db, owner, state, drawTimeLabel, lottoPool),
        );
        if (limit.full) {
          const { currentCount, maxCount } = limit;
          throw new HttpError(
            409,
            'POOL_LIMIT',
            `Pool ${lottoPool} can hold at most ${maxCount} numbers in the cart`,
            { poolLimit: { currentCount, maxCount } },
          );
        }
      }
    }

    // A line is capped wherever it grows: repeated adds of the same play included.
    const item = await cartRepository.addUpTo(
      app.db,
      owner,
      {
        number,
        state,
        drawTime: drawTimeLabel,
        playType,
        lottoPool,
        quantity: body.quantity ?? 1,
        pricePerPlay: PRICE_PER_PLAY_CENTS,
      },
      MAX_QUANTITY,
    );
    if (item === undefined) {
      throw new HttpError(
        409,
        'QUANTITY_LIMIT',
        `A cart line holds at most ${MAX_QUANTITY} plays`,
        { field: 'quantity' },
      );
    }
    return reply.code(201).send(toItem(item));
  });

  app.put('/cart/:id/quantity', { schema: SetQuantitySchema }, async (request) => {
    const id = itemId(request.params.id);
    const { quantity } = request.body;
    const owner = await playOwner(app, request);
    if (quantity < 1) {
      if (!(await cartRepository.remove(app.db, owner, id))) throw itemNotFound(request.params.id);
      return { item: null };
    }
    const item = await cartRepository.setQuantity(app.db, owner, id, quantity);
    if (item === undefined) throw itemNotFound(request.params.id);
    return { item: toItem(item) };
  });

  // Registered before /:id would not matter: find-my-way prefers the static segment 'clear'.
  app.delete('/cart/clear', { schema: ClearCartSchema }, async (request) => ({
    removed: await cartRepository.clear(app.db, await playOwner(app, request)),
  }));

  app.delete('/cart/:id', { schema: RemoveItemSchema }, async (request) => {
    const owner = await playOwner(app, request);
    if (!(await cartRepository.remove(app.db, owner, itemId(request.params.id)))) {
      throw itemNotFound(request.params.id);
    }
    return { removed: true as const };
  });
};

export default cartRoutes;
