// The fishing basket's use cases, per owner (play-owner.ts: the account's on any browser, else the
// visitor's). Pool plays obey domain.md §7: only a pool's remaining numbers, at most its remaining
// count of them. Money is the server's: every play costs PRICE_PER_PLAY_CENTS whatever a client
// would like to pay. Routes (routes/cart) only translate HTTP to these calls.
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
import {
  MAX_QUANTITY,
  PRICE_PER_PLAY_CENTS,
  type AddToCartBody,
  type CartItem as PublicCartItem,
} from '@pick3/contract';
import { onField } from '../lib/field-errors.js';
import { HttpError } from '../lib/http-error.js';
import type { ServiceDeps } from './deps.js';
import type { Owner } from './owner.js';
import { dataAsOf, drawOfPlay } from './play-draws.js';
import { playOwner } from './play-owner.js';
import { currentPool, parsePoolDrawTime, POOL_STATE } from './pool-state.js';

type StoredItem = Awaited<ReturnType<typeof cartRepository.list>>[number];

/** A stored line as the API shows it (ids are strings on the wire). */
export function toItem(item: StoredItem) {
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

/** The owner's cart with each line's draw, its total and the freshness of the data it comes from. */
export async function cartView(deps: Pick<ServiceDeps, 'db' | 'states'>, owner: Owner) {
  const items = await cartRepository.list(deps.db, playOwner(owner));
  const now = deps.states.now();
  const data = await dataAsOf(
    deps,
    items.map((item) => item.state),
    now,
  );
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
}

/** A play as the body asks for it, each field checked (400 naming the field). */
interface CartPlay {
  state: ReturnType<typeof parseStateCode>;
  number: string;
  playType: NonNullable<AddToCartBody['playType']>;
  pool: ReturnType<typeof parsePoolId> | undefined;
  drawTime: DrawTimeCode;
  /** Stored with its full label, so 'Eve' and 'Evening' are one cart line. */
  drawTimeLabel: string;
  lottoPool: string;
}

function parseCartPlay(deps: Pick<ServiceDeps, 'states'>, body: AddToCartBody): CartPlay {
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
  if (drawOfPlay(state, drawTime, deps.states.now()) === null) {
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
  if (pool !== undefined && state !== POOL_STATE) {
    throw new HttpError(400, 'VALIDATION_ERROR', 'body/state must be GA for a pool play', {
      field: 'state',
    });
  }
  const drawTimeLabel = DRAW_TIME_LABELS[drawTime];
  const lottoPool = pool === undefined ? '' : poolLabel(pool);
  return { state, number, playType, pool, drawTime, drawTimeLabel, lottoPool };
}

type PoolStanding = Awaited<ReturnType<typeof currentPool>>;

/** A pool play's pool as it stands, refusing a number the pool no longer holds (409). */
async function poolStanding(
  deps: Pick<ServiceDeps, 'analysis'>,
  play: CartPlay,
): Promise<PoolStanding | undefined> {
  if (play.pool === undefined) return undefined;
  const standing = await currentPool(
    deps.analysis,
    play.pool,
    play.drawTime as 'DAY' | 'EVE' | 'NITE',
  );
  const refusal = poolPlayRefusal(standing, play.number);
  if (refusal !== null) {
    const why =
      refusal === 'NUMBER_REMOVED'
        ? `${play.number} is already removed from this pool`
        : `${play.number} is not in pool ${play.lottoPool}`;
    throw new HttpError(409, refusal, why, { field: 'number' });
  }
  return standing;
}

/**
 * Inside the add's transaction: holds the owner's cart, then refuses a new line over the pool's
 * limit (409 POOL_LIMIT with poolLimit). The same line again only raises its quantity.
 */
async function assertPoolRoom(
  trx: Parameters<typeof cartRepository.lockOwner>[0],
  owner: ReturnType<typeof playOwner>,
  play: CartPlay,
  standing: PoolStanding,
): Promise<void> {
  await cartRepository.lockOwner(trx, owner);
  const existing = await cartRepository.list(trx, owner);
  const sameLine = existing.some(
    (line) =>
      line.number === play.number &&
      line.state === play.state &&
      line.drawTime === play.drawTimeLabel &&
      line.playType === play.playType &&
      line.lottoPool === play.lottoPool,
  );
  if (sameLine) return;
  const counted = await cartRepository.countForPool(
    trx,
    owner,
    play.state,
    play.drawTimeLabel,
    play.lottoPool,
  );
  const limit = poolLimit(standing, counted);
  if (limit.full) {
    const { currentCount, maxCount } = limit;
    throw new HttpError(
      409,
      'POOL_LIMIT',
      `Pool ${play.lottoPool} can hold at most ${maxCount} numbers in the cart`,
      { poolLimit: { currentCount, maxCount } },
    );
  }
}

/**
 * Adds a play to the owner's cart; the same play again raises its quantity (at most MAX_QUANTITY).
 * A pool play must be a remaining number of the pool, and a pool holds at most its remaining count
 * of numbers: that count and the insert run in ONE transaction holding the owner's cart
 * (cartRepository.lockOwner), so two adds at the limit cannot both pass it.
 * @throws HttpError 400 VALIDATION_ERROR (naming the field), 409 NUMBER_REMOVED, NOT_IN_POOL,
 * POOL_LIMIT (with poolLimit) or QUANTITY_LIMIT.
 */
export async function addToCart(
  deps: Pick<ServiceDeps, 'db' | 'states' | 'analysis'>,
  asker: Owner,
  body: AddToCartBody,
): Promise<PublicCartItem> {
  const owner = playOwner(asker);
  const play = parseCartPlay(deps, body);
  // Read before the transaction: the analysis reads the database itself (PGlite has one
  // connection, which the transaction holds).
  const standing = await poolStanding(deps, play);
  const item = await deps.db.transaction().execute(async (trx) => {
    if (standing !== undefined) await assertPoolRoom(trx, owner, play, standing);
    // A line is capped wherever it grows: repeated adds of the same play included.
    return cartRepository.addUpTo(
      trx,
      owner,
      {
        number: play.number,
        state: play.state,
        drawTime: play.drawTimeLabel,
        playType: play.playType,
        lottoPool: play.lottoPool,
        quantity: body.quantity ?? 1,
        pricePerPlay: PRICE_PER_PLAY_CENTS,
      },
      MAX_QUANTITY,
    );
  });
  if (item === undefined) {
    throw new HttpError(409, 'QUANTITY_LIMIT', `A cart line holds at most ${MAX_QUANTITY} plays`, {
      field: 'quantity',
    });
  }
  return toItem(item);
}
