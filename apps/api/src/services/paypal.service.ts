// The payment provider. With PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET it is PayPal's REST Orders v2
// API (OAuth2 client credentials; live or sandbox by PAYPAL_BASE_URL): the buyer approves each order
// in PayPal's own window (the order's payer-action link), and only then can it be captured. Without
// credentials (demo mode, development) it is an honest local sandbox that plays the same steps: an
// order must be approved (our approval dialog stands in for PayPal's window) before its capture
// "completes" without any money moving, and every answer says mode 'sandbox' so the UI can label it.
// Amounts are always integers of cents here and PayPal's decimal strings only on the wire, so no
// float ever touches money.
import { randomUUID } from 'node:crypto';
import { sandboxOrdersRepository, type Database } from '@pick3/db';

export const DEFAULT_PAYPAL_BASE_URL = 'https://api-m.sandbox.paypal.com';
const LIVE_HOSTS = new Set(['api-m.paypal.com', 'api.paypal.com']);

export interface PaypalConfig {
  clientId: string | undefined;
  clientSecret: string | undefined;
  baseUrl: string;
}

export interface CaptureResult {
  /** PayPal's order status after the capture ('COMPLETED' when the money moved). */
  status: string;
  /** Sum of the completed captures, in cents, and their currency. */
  capturedCents: number;
  currency: string | null;
}

export interface NewProviderOrder {
  amountCents: number;
  currency: string;
  description: string;
  referenceId: string;
  /** Where the provider's approval window returns after the buyer approves or cancels. */
  returnUrl?: string;
  cancelUrl?: string;
}

export interface PaymentProvider {
  readonly name: 'paypal' | 'sandbox';
  readonly mode: 'live' | 'sandbox';
  /** Public client id for the provider's browser script; null in the local sandbox. */
  readonly clientId: string | null;
  clientToken(): Promise<string>;
  /** `approveUrl`: the provider's window where the buyer approves (null: the local sandbox's dialog). */
  createOrder(input: NewProviderOrder): Promise<{ id: string; approveUrl: string | null }>;
  /**
   * Captures an approved order; capturing an already captured order reports that capture again.
   * @throws PaymentProviderError ORDER_NOT_APPROVED (422) before the buyer approved.
   */
  captureOrder(
    orderId: string,
    expected: { amountCents: number; currency: string },
  ): Promise<CaptureResult>;
  /** Only the local sandbox: the buyer's approval from its dialog; false for an unknown order. */
  approveLocally?(orderId: string): Promise<boolean>;
}

export class PaymentProviderError extends Error {
  constructor(
    readonly status: number,
    /** PayPal's issue code (e.g. ORDER_NOT_APPROVED), or the error name. */
    readonly issue: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** 500 → "5.00" */
export function centsToValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`not an amount of cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "5.00" → 500, "5" → 500, "5.5" → 550; anything else → null. */
export function valueToCents(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** `db` keeps the local sandbox's orders (only used without PayPal credentials). */
export function createPaymentProvider(config: PaypalConfig, db: Database['db']): PaymentProvider {
  if (config.clientId === undefined || config.clientSecret === undefined)
    return createLocalSandbox(db);
  return createPaypal({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    baseUrl: config.baseUrl,
  });
}

/**
 * The local sandbox: PayPal's order states (CREATED → APPROVED → COMPLETED) kept in the database
 * (`sandbox_orders`), so an order made on one replica is approved and captured on another (issue 35
 * finding 6), with PayPal's refusals: capture before approval is ORDER_NOT_APPROVED (422), as
 * PayPal answers.
 */
export function createLocalSandbox(db: Database['db']): PaymentProvider {
  return {
    name: 'sandbox',
    mode: 'sandbox',
    clientId: null,
    clientToken: async () => 'sandbox',
    createOrder: async ({ amountCents, currency }) => {
      const id = `SANDBOX-${randomUUID()}`;
      await sandboxOrdersRepository.create(db, { id, amountCents, currency });
      return { id, approveUrl: null };
    },
    approveLocally: (orderId) => sandboxOrdersRepository.approve(db, orderId),
    // Nothing is charged: the "captured" amount is the amount of the order, by definition.
    captureOrder: async (orderId) => {
      const order = await sandboxOrdersRepository.complete(db, orderId);
      if (order === undefined)
        throw new PaymentProviderError(
          404,
          'RESOURCE_NOT_FOUND',
          'Specified resource ID does not exist.',
        );
      if (order.status === 'CREATED') {
        throw new PaymentProviderError(
          422,
          'ORDER_NOT_APPROVED',
          'Payer has not yet approved the Order for payment.',
        );
      }
      return { status: 'COMPLETED', capturedCents: order.amountCents, currency: order.currency };
    },
  };
}

interface PaypalOrder {
  id: string;
  status: string;
  links?: Array<{ href: string; rel: string }>;
  purchase_units?: Array<{
    payments?: {
      captures?: Array<{ status: string; amount?: { value: string; currency_code: string } }>;
    };
  }>;
}

type PaypalCall = (
  method: string,
  path: string,
  body: unknown,
  extraHeaders?: Record<string, string>,
) => Promise<unknown>;

/**
 * A JSON call to PayPal's REST API with an OAuth token got once and renewed before it expires (a 401
 * drops it); an answer that is not 2xx becomes a PaymentProviderError naming PayPal's issue.
 */
function paypalCaller(
  base: string,
  config: { clientId: string; clientSecret: string },
): PaypalCall {
  let token: { value: string; expiresAt: number } | undefined;

  async function call(
    method: string,
    path: string,
    body: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<unknown> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        accept: 'application/json',
        ...extraHeaders,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(20_000),
    });
    const json = (await response.json().catch(() => ({}))) as {
      name?: string;
      message?: string;
      details?: Array<{ issue?: string }>;
    };
    if (!response.ok) {
      if (response.status === 401) token = undefined;
      const issue = json.details?.[0]?.issue ?? json.name ?? 'PAYPAL_ERROR';
      throw new PaymentProviderError(
        response.status,
        issue,
        `PayPal ${method} ${path} answered ${response.status} ${issue}`,
      );
    }
    return json;
  }

  async function accessToken(): Promise<string> {
    if (token !== undefined && token.expiresAt > Date.now()) return token.value;
    const response = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(20_000),
    });
    const json = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
      error?: string;
    };
    if (!response.ok || typeof json.access_token !== 'string') {
      throw new PaymentProviderError(
        response.status,
        json.error ?? 'AUTHENTICATION_FAILURE',
        `PayPal token request answered ${response.status}`,
      );
    }
    // Renew a minute early so a token never expires between our check and PayPal's.
    token = {
      value: json.access_token,
      expiresAt: Date.now() + Math.max(0, (json.expires_in ?? 0) - 60) * 1000,
    };
    return token.value;
  }
  return call;
}

/** What a PayPal order says was captured: the COMPLETED captures' sum and currency. */
function capturedOf(order: PaypalOrder): CaptureResult {
  let cents = 0;
  let currency: string | null = null;
  for (const unit of order.purchase_units ?? []) {
    for (const capture of unit.payments?.captures ?? []) {
      if (capture.status !== 'COMPLETED') continue;
      const value = valueToCents(capture.amount?.value);
      if (value === null)
        throw new PaymentProviderError(
          502,
          'BAD_AMOUNT',
          'PayPal returned an unreadable capture amount',
        );
      cents += value;
      currency = capture.amount?.currency_code ?? currency;
    }
  }
  return { status: order.status, capturedCents: cents, currency };
}

function createPaypal(config: {
  clientId: string;
  clientSecret: string;
  baseUrl: string;
}): PaymentProvider {
  const base = config.baseUrl.replace(/\/+$/, '');
  const mode = LIVE_HOSTS.has(new URL(base).hostname) ? 'live' : 'sandbox';
  const call = paypalCaller(base, config);

  return {
    name: 'paypal',
    mode,
    clientId: config.clientId,
    async clientToken() {
      const json = (await call('POST', '/v1/identity/generate-token', {})) as {
        client_token?: string;
      };
      return json.client_token ?? '';
    },
    async createOrder({ amountCents, currency, description, referenceId, returnUrl, cancelUrl }) {
      const json = (await call(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: 'default',
              custom_id: referenceId,
              description,
              amount: { currency_code: currency, value: centsToValue(amountCents) },
            },
          ],
          // The buyer approves in PayPal's window; PayPal then sends that window to return_url.
          payment_source: {
            paypal: {
              experience_context: {
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                ...(returnUrl !== undefined && { return_url: returnUrl }),
                ...(cancelUrl !== undefined && { cancel_url: cancelUrl }),
              },
            },
          },
        },
        { 'PayPal-Request-Id': `create-${referenceId}` },
      )) as PaypalOrder;
      if (typeof json.id !== 'string')
        throw new PaymentProviderError(502, 'BAD_RESPONSE', 'PayPal returned no order id');
      // PayPal names the approval link payer-action with a payment_source, approve without one.
      const link =
        json.links?.find((l) => l.rel === 'payer-action') ??
        json.links?.find((l) => l.rel === 'approve');
      return { id: json.id, approveUrl: link?.href ?? null };
    },
    async captureOrder(orderId) {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      try {
        // The same PayPal-Request-Id makes a retried capture return the first capture's answer.
        return capturedOf(
          (await call(
            'POST',
            `${path}/capture`,
            {},
            { 'PayPal-Request-Id': `capture-${orderId}` },
          )) as PaypalOrder,
        );
      } catch (error) {
        // Captured earlier (e.g. we crashed before recording it): read what was captured.
        if (error instanceof PaymentProviderError && error.issue === 'ORDER_ALREADY_CAPTURED') {
          return capturedOf((await call('GET', path, undefined)) as PaypalOrder);
        }
        throw error;
      }
    },
  };
}
