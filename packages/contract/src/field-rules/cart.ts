// The fishing basket's limits (spec §9): the server refuses past them, the web stops at them.
import { problem, type FieldProblem } from './field-problem.js';

/** The server's price of one play, in cents (spec §9: $1.00). */
export const PRICE_PER_PLAY_CENTS = 100;
/** Most plays of one number one request may add or set. */
export const MAX_QUANTITY = 100;

export function quantityProblem(quantity: number): FieldProblem | null {
  return quantity > MAX_QUANTITY
    ? problem('QUANTITY_TOO_LARGE', `At most ${MAX_QUANTITY} plays of one number`)
    : null;
}
