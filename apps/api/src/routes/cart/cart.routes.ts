// The fishing basket over HTTP: each route parses, calls the cart's use case (services/cart.service.ts:
// the pool rules, the limit and the quantity cap) or the repository, and answers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cartRepository } from '@pick3/db';
import { HttpError } from '../../lib/http-error.js';
import { addToCart, cartView, toItem } from '../../services/cart.service.js';
import { playOwner } from '../../services/play-owner.js';
import {
  AddToCartSchema,
  ClearCartSchema,
  GetCartSchema,
  RemoveItemSchema,
  SetQuantitySchema,
} from '@pick3/contract';

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
    const cart = await cartView(app, request.owner);
    reply.header('cache-control', 'private, no-store');
    return cart;
  });

  app.post('/cart/add', { schema: AddToCartSchema }, async (request, reply) => {
    return reply.code(201).send(await addToCart(app, request.owner, request.body));
  });

  app.put('/cart/:id/quantity', { schema: SetQuantitySchema }, async (request) => {
    const id = itemId(request.params.id);
    const { quantity } = request.body;
    const owner = playOwner(request.owner);
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
    removed: await cartRepository.clear(app.db, playOwner(request.owner)),
  }));

  app.delete('/cart/:id', { schema: RemoveItemSchema }, async (request) => {
    const owner = playOwner(request.owner);
    if (!(await cartRepository.remove(app.db, owner, itemId(request.params.id)))) {
      throw itemNotFound(request.params.id);
    }
    return { removed: true as const };
  });
};

export default cartRoutes;
