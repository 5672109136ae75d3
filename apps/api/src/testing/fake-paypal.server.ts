// A local PayPal REST server (OAuth2 client credentials + Orders v2) for tests and the browser
// end-to-end suite. It keeps PayPal's field names and its rules that matter to us: a Bearer token
// from /v1/oauth2/token is required, an order must be approved by the buyer before capture, a second
// capture is refused with ORDER_ALREADY_CAPTURED unless the PayPal-Request-Id repeats, and PATCH can
// change an order's amount before approval (what a buyer's browser could do through the client SDK).
// The buyer's window is the order's payer-action link (/checkoutnow?token=…): a page with Approve
// and Cancel that, like PayPal, sends the window on to the order's return_url or cancel_url.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  basicAuth,
  sendJson,
  startHttpFake,
  type FakeServer,
  type ReceivedRequest,
} from './http-fake.js';

export interface FakePaypalOptions {
  clientId?: string;
  clientSecret?: string;
  /** Approve every order on creation (no buyer step). Default false. */
  autoApprove?: boolean;
  /** How long a capture takes before PayPal answers (a slow provider); default 0. */
  captureDelayMs?: number;
}

interface Amount {
  currency_code: string;
  value: string;
}

interface PurchaseUnit {
  reference_id: string;
  amount: Amount;
  description?: string;
  custom_id?: string;
  payments?: {
    captures: Array<{
      id: string;
      status: 'COMPLETED';
      amount: Amount;
      final_capture: boolean;
      create_time: string;
    }>;
  };
}

interface ExperienceContext {
  return_url?: string;
  cancel_url?: string;
  user_action?: string;
  shipping_preference?: string;
}

export interface FakeOrder {
  id: string;
  intent: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  purchase_units: PurchaseUnit[];
  payment_source?: { paypal: { experience_context?: ExperienceContext } };
  create_time: string;
}

export interface FakePaypal extends FakeServer<ReceivedRequest> {
  clientId: string;
  clientSecret: string;
  orders: Map<string, FakeOrder>;
  /** The buyer approves the order in PayPal's window. */
  approve(orderId: string): void;
}

const TOKEN_SECONDS = 32_400;

function newId(length: number): string {
  return randomBytes(length).toString('hex').toUpperCase().slice(0, length);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function issue(status: number, name: string, issueCode: string, description: string) {
  return {
    status,
    body: {
      name,
      message: description,
      debug_id: newId(13).toLowerCase(),
      details: [{ issue: issueCode, description }],
    },
  };
}

export async function startFakePaypal(options: FakePaypalOptions = {}): Promise<FakePaypal> {
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const tokens = new Set<string>();
  const orders = new Map<string, FakeOrder>();
  const replies = new Map<string, { status: number; body: unknown }>();
  let base = '';

  const links = (order: FakeOrder) => [
    { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
    // PayPal calls the buyer's link payer-action when the order names a payment_source.
    {
      href: `${base}/checkoutnow?token=${order.id}`,
      rel: order.payment_source ? 'payer-action' : 'approve',
      method: 'GET',
    },
    { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'update', method: 'PATCH' },
    { href: `${base}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
  ];
  const view = (order: FakeOrder) => ({ ...order, links: links(order) });

  const bearerOk = (request: IncomingMessage) => {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') && tokens.has(header.slice(7));
  };

  function capture(order: FakeOrder): { status: number; body: unknown } {
    if (order.status === 'COMPLETED') {
      return issue(
        422,
        'UNPROCESSABLE_ENTITY',
        'ORDER_ALREADY_CAPTURED',
        'Order already captured.',
      );
    }
    if (order.status !== 'APPROVED') {
      return issue(
        422,
        'UNPROCESSABLE_ENTITY',
        'ORDER_NOT_APPROVED',
        'Payer has not yet approved the Order for payment.',
      );
    }
    order.status = 'COMPLETED';
    for (const unit of order.purchase_units) {
      unit.payments = {
        captures: [
          {
            id: newId(17),
            status: 'COMPLETED',
            amount: { ...unit.amount },
            final_capture: true,
            create_time: new Date().toISOString(),
          },
        ],
      };
    }
    return { status: 201, body: view(order) };
  }

  const fake = await startHttpFake(async (request, response, entry) => {
    const url = new URL(entry.path, base);
    const path = url.pathname;

    if (request.method === 'POST' && path === '/v1/oauth2/token') {
      const auth = basicAuth(request);
      if (auth?.user !== clientId || auth.password !== clientSecret) {
        return sendJson(response, 401, {
          error: 'invalid_client',
          error_description: 'Client Authentication failed',
        });
      }
      if (new URLSearchParams(entry.body).get('grant_type') !== 'client_credentials') {
        return sendJson(response, 400, {
          error: 'unsupported_grant_type',
          error_description: 'Grant Type is NULL',
        });
      }
      const token = `A21AA${randomBytes(24).toString('base64url')}`;
      tokens.add(token);
      return sendJson(response, 200, {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-FAKE',
        expires_in: TOKEN_SECONDS,
        nonce: newId(20),
      });
    }

    // The buyer's window: the order and two choices, as if the buyer had logged in to PayPal.
    if (request.method === 'GET' && path === '/checkoutnow') {
      const order = orders.get(url.searchParams.get('token') ?? '');
      if (order === undefined) return sendJson(response, 404, { error: 'unknown order' });
      const unit = order.purchase_units[0];
      const amount = unit ? `${unit.amount.value} ${unit.amount.currency_code}` : '';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void response.end(
        `<!doctype html><html lang="en"><title>PayPal (local fake)</title><main><h1>Pay with PayPal</h1>` +
          `<p>${escapeHtml(unit?.description ?? '')}: ${escapeHtml(amount)}</p>` +
          `<p><a href="/checkoutnow/approve?token=${order.id}">Approve</a> <a href="/checkoutnow/cancel?token=${order.id}">Cancel</a></p></main></html>`,
      );
    }
    if (
      request.method === 'GET' &&
      (path === '/checkoutnow/approve' || path === '/checkoutnow/cancel')
    ) {
      const order = orders.get(url.searchParams.get('token') ?? '');
      if (order === undefined) return sendJson(response, 404, { error: 'unknown order' });
      const approved = path.endsWith('/approve');
      if (approved && order.status === 'CREATED') order.status = 'APPROVED';
      const context = order.payment_source?.paypal.experience_context;
      const target = approved ? context?.return_url : context?.cancel_url;
      if (target === undefined) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return void response.end(
          `<!doctype html><title>PayPal</title><p>Payment ${approved ? 'approved' : 'cancelled'}.</p>`,
        );
      }
      // PayPal appends the order id as `token` (and the payer's id after an approval).
      const next = new URL(target);
      next.searchParams.set('token', order.id);
      if (approved) next.searchParams.set('PayerID', newId(13));
      response.writeHead(302, { location: next.toString() });
      return void response.end();
    }

    if (!path.startsWith('/v1/') && !path.startsWith('/v2/'))
      return sendJson(response, 404, { name: 'NOT_FOUND' });
    if (!bearerOk(request)) {
      return sendJson(response, 401, {
        error: 'invalid_token',
        error_description: 'Token signature verification failed',
      });
    }

    const requestId = request.headers['paypal-request-id'];
    const replayKey =
      typeof requestId === 'string' ? `${request.method} ${path} ${requestId}` : undefined;
    const previous = replayKey !== undefined ? replies.get(replayKey) : undefined;
    if (previous !== undefined) return sendJson(response, previous.status, previous.body);
    const reply = (status: number, body: unknown) => {
      if (replayKey !== undefined && status < 300) replies.set(replayKey, { status, body });
      sendJson(response, status, body);
    };

    if (request.method === 'POST' && path === '/v1/identity/generate-token') {
      return reply(200, { client_token: randomBytes(32).toString('base64'), expires_in: 3600 });
    }

    if (request.method === 'POST' && path === '/v2/checkout/orders') {
      let body: {
        intent?: string;
        purchase_units?: Array<Partial<PurchaseUnit>>;
        payment_source?: FakeOrder['payment_source'];
      };
      try {
        body = JSON.parse(entry.body) as typeof body;
      } catch {
        return reply(
          400,
          issue(400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON', 'Malformed JSON').body,
        );
      }
      const units = body.purchase_units ?? [];
      const valid =
        (body.intent === 'CAPTURE' || body.intent === 'AUTHORIZE') &&
        units.length > 0 &&
        units.every(
          (u) =>
            u.amount &&
            /^\d+(\.\d{2})?$/.test(u.amount.value) &&
            /^[A-Z]{3}$/.test(u.amount.currency_code),
        );
      if (!valid) {
        const bad = issue(
          422,
          'UNPROCESSABLE_ENTITY',
          'INVALID_PARAMETER_VALUE',
          'The value of a field is invalid.',
        );
        return reply(bad.status, bad.body);
      }
      const order: FakeOrder = {
        id: newId(17),
        intent: body.intent as string,
        status: options.autoApprove === true ? 'APPROVED' : 'CREATED',
        purchase_units: units.map((u, i) => ({
          reference_id: u.reference_id ?? (i === 0 ? 'default' : `unit-${i}`),
          amount: { currency_code: u.amount!.currency_code, value: u.amount!.value },
          ...(u.description !== undefined ? { description: u.description } : {}),
          ...(u.custom_id !== undefined ? { custom_id: u.custom_id } : {}),
        })),
        ...(body.payment_source?.paypal !== undefined
          ? { payment_source: { paypal: body.payment_source.paypal } }
          : {}),
        create_time: new Date().toISOString(),
      };
      orders.set(order.id, order);
      return reply(201, { id: order.id, status: order.status, links: links(order) });
    }

    const match = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(path);
    const order = match ? orders.get(match[1]!) : undefined;
    if (match && order === undefined) {
      const missing = issue(
        404,
        'RESOURCE_NOT_FOUND',
        'INVALID_RESOURCE_ID',
        'Specified resource ID does not exist.',
      );
      return reply(missing.status, missing.body);
    }
    if (order !== undefined && match?.[2] === '/capture' && request.method === 'POST') {
      const result = capture(order);
      // The order is captured at once; only the answer is slow (what a slow provider looks like to us).
      if ((options.captureDelayMs ?? 0) > 0)
        await new Promise((resolve) => setTimeout(resolve, options.captureDelayMs));
      return reply(result.status, result.body);
    }
    if (order !== undefined && match?.[2] === undefined && request.method === 'GET')
      return reply(200, view(order));
    if (order !== undefined && match?.[2] === undefined && request.method === 'PATCH') {
      if (order.status === 'COMPLETED') {
        const done = issue(
          422,
          'UNPROCESSABLE_ENTITY',
          'ORDER_ALREADY_COMPLETED',
          'The order cannot be patched after it is completed.',
        );
        return reply(done.status, done.body);
      }
      const ops = JSON.parse(entry.body) as Array<{ op: string; path: string; value?: Amount }>;
      for (const op of ops) {
        if (
          op.op === 'replace' &&
          op.path.endsWith('/amount') &&
          op.value !== undefined &&
          order.purchase_units[0]
        ) {
          order.purchase_units[0].amount = { ...op.value };
        }
      }
      response.writeHead(204);
      return void response.end();
    }
    return sendJson(response, 404, { name: 'NOT_FOUND' });
  });
  base = fake.url;

  return {
    url: fake.url,
    received: fake.received,
    waitFor: fake.waitFor,
    close: fake.close,
    clientId,
    clientSecret,
    orders,
    approve(orderId) {
      const order = orders.get(orderId);
      if (order === undefined) throw new Error(`fake PayPal: no order ${orderId}`);
      if (order.status === 'CREATED') order.status = 'APPROVED';
    },
  };
}
