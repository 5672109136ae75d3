// Payments under /paypal (spec §7: the provider's name prefixes the paths), in PayPal's buttons flow:
// create the order here → the buyer approves in PayPal's window (or, with the local sandbox, in our
// approval dialog) → capture here. The server decides every amount: $5.00 for the subscription, and
// for a cart the lines the cart holds when the order is created, stored with the order as its
// snapshot. A capture is granted only when the provider reports COMPLETED for exactly the stored
// amount and currency, and then in one transaction: the snapshot's plays recorded (or the paid month
// added), those lines taken out of the cart, the order marked captured, once. A cart changed before
// the capture is refused (409 CART_CHANGED: pay again for what it holds now); lines added while the
// provider captures stay in the cart, unbought. Every answer says mode 'sandbox' when no money moves.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clearSignupCookie, setSessionCookie } from '../../lib/auth-cookies.js';
import { HttpError } from '../../lib/http-error.js';
import {
  captureOrder,
  createOrder,
  orderOwner,
  ownOrder,
  planBenefits,
  planNote,
  providerFailure,
  SUBSCRIPTION_PLAN,
  SUBSCRIPTION_PRICE_CENTS,
} from '../../services/checkout.service.js';
import { centsToValue } from '../../services/paypal.service.js';
import { languageOf } from '../../messages/index.js';
import {
  ApproveSandboxOrderSchema,
  CaptureOrderSchema,
  CreateOrderSchema,
  OrderReceiptSchema,
  SetupSchema,
} from '@pick3/contract';
import { orderReceipt } from '../../services/order-receipt.service.js';

const paymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/setup', { schema: SetupSchema }, async (request) => {
    // The benefits follow what this server can give now, not what the plan could give elsewhere.
    const language = languageOf(request.headers['accept-language']);
    let clientToken: string;
    try {
      clientToken = await app.payments.clientToken();
    } catch (error) {
      providerFailure(error);
    }
    return {
      clientToken,
      clientId: app.payments.clientId,
      mode: app.payments.mode,
      provider: app.payments.name,
      plan: {
        name: SUBSCRIPTION_PLAN,
        amount: centsToValue(SUBSCRIPTION_PRICE_CENTS),
        currency: 'USD' as const,
        months: 1,
        benefits: planBenefits(app.config, language),
        note: planNote(app.config, language),
        helper: app.model === null ? ('offline' as const) : ('model' as const),
      },
    };
  });

  app.post('/order', { schema: CreateOrderSchema }, async (request) => {
    return createOrder(app, request.owner, request.body.kind, {
      origin: `${request.protocol}://${request.host}`,
      confirmOlderData: request.body.confirmOlderData,
    });
  });

  // The local sandbox's stand-in for PayPal's window: the buyer approves in our dialog.
  app.post(
    '/sandbox/order/:orderId/approve',
    { schema: ApproveSandboxOrderSchema },
    async (request) => {
      const approve = app.payments.approveLocally;
      if (approve === undefined)
        throw new HttpError(404, 'NOT_FOUND', "Orders are approved in PayPal's window");
      const { order } = await ownOrder(app, request.owner, request.params.orderId);
      if (!(await approve(order.providerOrderId)))
        throw new HttpError(404, 'ORDER_NOT_FOUND', 'Order not found');
      return { id: order.providerOrderId, status: 'APPROVED' as const, mode: app.payments.mode };
    },
  );

  app.post('/order/:orderId/capture', { schema: CaptureOrderSchema }, async (request, reply) => {
    const deps = {
      db: app.db,
      states: app.states,
      payments: app.payments,
      mailer: app.mailer,
      log: request.log,
    };
    const result = await captureOrder(deps, request.owner, request.params.orderId);
    if (!('sessionToken' in result)) return result;
    // A signup's payment: the account is logged in here, and its signup is over.
    const { sessionToken, ...answer } = result;
    setSessionCookie(reply, sessionToken);
    clearSignupCookie(reply);
    return answer;
  });

  app.get('/order/:orderId/receipt', { schema: OrderReceiptSchema }, async (request) => {
    const { order } = await ownOrder(app, request.owner, request.params.orderId);
    if (order.kind !== 'cart' || order.status !== 'captured')
      throw new HttpError(404, 'ORDER_NOT_FOUND', 'Order not found');
    const receipt = await orderReceipt(
      app,
      orderOwner(order, request.owner),
      order,
      request.owner.language,
    );
    return {
      orderId: receipt.orderId,
      plays: receipt.lines,
      paid: receipt.paid,
      won: receipt.won,
      pending: receipt.pending,
    };
  });
};

export default paymentsRoutes;
