// A local Web Push service: a real HTTPS server on 127.0.0.1 speaking the protocol a browser's push
// service speaks to an application server (RFC 8030 §5: POST to the subscription's endpoint with a
// TTL header, 201 Created), checking what a real one checks (RFC 8292 VAPID: `Authorization: vapid
// t=<JWT>, k=<public key>`, an ES256 JWT whose signature verifies with k, whose aud is this origin and
// exp is within 24 h; RFC 8188/8291 `Content-Encoding: aes128gcm`), and decrypting the payload with
// the subscription's private key (RFC 8291 §3.4: ECDH P-256, HKDF-SHA-256, AES-128-GCM), as the
// browser would. Subscriptions are made here too (`subscribe()`: a P-256 key pair and a 16-byte auth
// secret, the shape PushSubscription.toJSON() has). `gone(endpoint)` makes an endpoint answer 410,
// `silent` never answer, `failing` answer 503.
import {
  createECDH,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

export interface PushedMessage {
  endpoint: string;
  ttl: number;
  /** The VAPID public key (k=) that signed the request. */
  vapidKey: string;
  /** The JWT's claims. */
  claims: { aud: string; exp: number; sub: string };
  /** The decrypted payload text. */
  payload: string;
}

export interface LocalSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface LocalPushService {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** host:port, for PUSH_SERVICE_HOSTS. */
  host: string;
  /** Trusts this service's self-signed certificate (the app's push agent). */
  agent: Agent;
  /** Messages accepted (201), in order. */
  messages: PushedMessage[];
  /** Every request refused, with the reason (a bad VAPID token, a missing TTL …). */
  refused: Array<{ endpoint: string; status: number; reason: string }>;
  subscribe(): LocalSubscription;
  /** From now on the endpoint answers 410 Gone (the browser unsubscribed). */
  gone(endpoint: string): void;
  /** From now on the endpoint reads requests and never answers them. */
  silent(endpoint: string): void;
  /** From now on the endpoint answers 503 (a push service in trouble). */
  failing(endpoint: string): void;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record, decrypted with the subscriber's keys. */
export function decryptAes128gcm(body: Buffer, ecdh: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const receiverPublic = ecdh.getPublicKey();
  const ecdhSecret = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292 §2–3: the claims of a VAPID Authorization header, or the reason it is refused. */
function checkVapid(
  header: string | undefined,
  origin: string,
): { key: string; claims: PushedMessage['claims'] } | string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (match === null) return 'no vapid Authorization header';
  const [, token = '', key = ''] = match;
  const [head = '', body = '', signature = ''] = token.split('.');
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return 'k is not an uncompressed P-256 key';
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(raw.subarray(1, 33)),
      y: b64url(raw.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'JWT signature does not verify with k';
  const alg = (JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string }).alg;
  if (alg !== 'ES256') return `JWT alg ${String(alg)}`;
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as PushedMessage['claims'];
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) return 'exp not within 24 hours';
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub))
    return 'sub is not a mailto: or https: URL';
  return { key, claims };
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const subscribers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const goneEndpoints = new Set<string>();
  const silentEndpoints = new Set<string>();
  const failingEndpoints = new Set<string>();
  const messages: PushedMessage[] = [];
  const refused: LocalPushService['refused'] = [];
  let origin = '';

  const server: Server = createServer(
    { key: pems.private, cert: pems.cert },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const endpoint = `${origin}${request.url ?? ''}`;
        const refuse = (status: number, reason: string) => {
          refused.push({ endpoint, status, reason });
          response.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
        };
        const subscriber = subscribers.get(endpoint);
        if (request.method !== 'POST') return refuse(405, 'POST only');
        if (subscriber === undefined) return refuse(404, 'no such subscription');
        if (goneEndpoints.has(endpoint)) return refuse(410, 'subscription expired');
        if (silentEndpoints.has(endpoint)) return undefined;
        if (failingEndpoints.has(endpoint)) return refuse(503, 'try again later');
        const ttl = Number(request.headers['ttl']);
        if (request.headers['ttl'] === undefined || !Number.isInteger(ttl) || ttl < 0)
          return refuse(400, 'TTL header missing');
        if (request.headers['content-encoding'] !== 'aes128gcm')
          return refuse(415, 'Content-Encoding must be aes128gcm');
        const vapid = checkVapid(request.headers['authorization'], origin);
        if (typeof vapid === 'string') return refuse(403, vapid);
        let payload: string;
        try {
          payload = decryptAes128gcm(Buffer.concat(chunks), subscriber.ecdh, subscriber.auth);
        } catch (error) {
          return refuse(400, `payload does not decrypt: ${(error as Error).message}`);
        }
        messages.push({ endpoint, ttl, vapidKey: vapid.key, claims: vapid.claims, payload });
        response.writeHead(201, { location: `${endpoint}/m/${messages.length}` }).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;

  return {
    origin,
    host: `127.0.0.1:${port}`,
    agent: new Agent({ ca: pems.cert }),
    messages,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('hex')}`;
      subscribers.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    gone(endpoint) {
      goneEndpoints.add(endpoint);
    },
    silent(endpoint) {
      silentEndpoints.add(endpoint);
    },
    failing(endpoint) {
      failingEndpoints.add(endpoint);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
