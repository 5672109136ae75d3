// The payment provider. With PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET it is PayPal's REST Orders v2
// API (OAuth2 client credentials; live or sandbox by PAYPAL_BASE_URL). Without them it is an honest
// local sandbox: orders get ids of our own, captures "complete" without any money moving, and every
// answer says mode 'sandbox' so the UI can label it. Amounts are always integers of cents here and
// PayPal's decimal strings only on the wire, so no float ever touches money.
import { randomUUID } from 'node:crypto';

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

export interface PaymentProvider {
  readonly name: 'paypal' | 'sandbox';
  readonly mode: 'live' | 'sandbox';
  /** Public client id for the provider's browser script; null in the local sandbox. */
  readonly clientId: string | null;
  clientToken(): Promise<string>;
  createOrder(input: { amountCents: number; currency: string; description: string; referenceId: string }): Promise<{ id: string }>;
  /** Captures an approved order; capturing an already captured order reports that capture again. */
  captureOrder(orderId: string, expected: { amountCents: number; currency: string }): Promise<CaptureResult>;
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
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount of cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "5.00" → 500, "5" → 500, "5.5" → 550; anything else → null. */
export function valueToCents(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

export function createPaymentProvider(config: PaypalConfig): PaymentProvider {
  if (config.clientId === undefined || config.clientSecret === undefined) return createLocalSandbox();
  return createPaypal({ clientId: config.clientId, clientSecret: config.clientSecret, baseUrl: config.baseUrl });
}

function createLocalSandbox(): PaymentProvider {
  return {
    name: 'sandbox',
    mode: 'sandbox',
    clientId: null,
    clientToken: async () => 'sandbox',
    createOrder: async () => ({ id: `SANDBOX-${randomUUID()}` }),
    // Nothing is charged: the "captured" amount is the amount we stored, by definition.
    captureOrder: async (_orderId, expected) => ({ status: 'COMPLETED', capturedCents: expected.amountCents, currency: expected.currency }),
  };
}

interface PaypalOrder {
  id: string;
  status: string;
  purchase_units?: Array<{ payments?: { captures?: Array<{ status: string; amount?: { value: string; currency_code: string } }> } }>;
}

function createPaypal(config: { clientId: string; clientSecret: string; baseUrl: string }): PaymentProvider {
  const base = config.baseUrl.replace(/\/+$/, '');
  const mode = LIVE_HOSTS.has(new URL(base).hostname) ? 'live' : 'sandbox';
  let token: { value: string; expiresAt: number } | undefined;

  async function call(method: string, path: string, body: unknown, extraHeaders: Record<string, string> = {}): Promise<unknown> {
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
    const json = (await response.json().catch(() => ({}))) as { name?: string; message?: string; details?: Array<{ issue?: string }> };
    if (!response.ok) {
      if (response.status === 401) token = undefined;
      const issue = json.details?.[0]?.issue ?? json.name ?? 'PAYPAL_ERROR';
      throw new PaymentProviderError(response.status, issue, `PayPal ${method} ${path} answered ${response.status} ${issue}`);
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
    const json = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string };
    if (!response.ok || typeof json.access_token !== 'string') {
      throw new PaymentProviderError(response.status, json.error ?? 'AUTHENTICATION_FAILURE', `PayPal token request answered ${response.status}`);
    }
    // Renew a minute early so a token never expires between our check and PayPal's.
    token = { value: json.access_token, expiresAt: Date.now() + Math.max(0, (json.expires_in ?? 0) - 60) * 1000 };
    return token.value;
  }

  function captured(order: PaypalOrder): CaptureResult {
    let cents = 0;
    let currency: string | null = null;
    for (const unit of order.purchase_units ?? []) {
      for (const capture of unit.payments?.captures ?? []) {
        if (capture.status !== 'COMPLETED') continue;
        const value = valueToCents(capture.amount?.value);
        if (value === null) throw new PaymentProviderError(502, 'BAD_AMOUNT', 'PayPal returned an unreadable capture amount');
        cents += value;
        currency = capture.amount?.currency_code ?? currency;
      }
    }
    return { status: order.status, capturedCents: cents, currency };
  }

  return {
    name: 'paypal',
    mode,
    clientId: config.clientId,
    async clientToken() {
      const json = (await call('POST', '/v1/identity/generate-token', {})) as { client_token?: string };
      return json.client_token ?? '';
    },
    async createOrder({ amountCents, currency, description, referenceId }) {
      const json = (await call(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            { reference_id: 'default', custom_id: referenceId, description, amount: { currency_code: currency, value: centsToValue(amountCents) } },
          ],
        },
        { 'PayPal-Request-Id': `create-${referenceId}` },
      )) as { id?: string };
      if (typeof json.id !== 'string') throw new PaymentProviderError(502, 'BAD_RESPONSE', 'PayPal returned no order id');
      return { id: json.id };
    },
    async captureOrder(orderId) {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      try {
        // The same PayPal-Request-Id makes a retried capture return the first capture's answer.
        return captured((await call('POST', `${path}/capture`, {}, { 'PayPal-Request-Id': `capture-${orderId}` })) as PaypalOrder);
      } catch (error) {
        // Captured earlier (e.g. we crashed before recording it): read what was captured.
        if (error instanceof PaymentProviderError && error.issue === 'ORDER_ALREADY_CAPTURED') {
          return captured((await call('GET', path, undefined)) as PaypalOrder);
        }
        throw error;
      }
    },
  };
}
