// What the HTTP fakes share: a 127.0.0.1 server on a random port, the request log, and a way for a
// test to wait for something to happen without a timer (`waitFor` resolves on the change itself).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body text. */
  body: string;
  /** True once the client closed the connection before the response ended. */
  closedByClient: boolean;
}

export interface FakeServer<R> {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  received: R[];
  /** Resolves as soon as `predicate(received)` holds (checked now and after every change). */
  waitFor(predicate: (received: R[]) => boolean): Promise<void>;
  close(): Promise<void>;
}

export class Watchers<R> {
  private waiting: Array<{ predicate: (received: R[]) => boolean; resolve: () => void }> = [];

  constructor(private readonly received: R[]) {}

  waitFor(predicate: (received: R[]) => boolean): Promise<void> {
    if (predicate(this.received)) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push({ predicate, resolve }));
  }

  changed(): void {
    this.waiting = this.waiting.filter((w) => {
      if (!w.predicate(this.received)) return true;
      w.resolve();
      return false;
    });
  }
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    request.on('error', reject);
  });
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

/** Decodes `Authorization: Basic …` into its user and password. */
export function basicAuth(
  request: IncomingMessage,
): { user: string; password: string } | undefined {
  const header = request.headers.authorization;
  if (header === undefined || !header.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export type Handler = (
  request: IncomingMessage,
  response: ServerResponse,
  entry: ReceivedRequest,
) => Promise<void> | void;

/**
 * Starts an HTTP fake that logs every request (body read first) in `received`, then calls `handle`.
 * An exception in `handle` answers 500 so a broken fake shows up as a failing test, not a hang.
 */
export async function startHttpFake(
  handle: Handler,
): Promise<FakeServer<ReceivedRequest> & { server: Server }> {
  const received: ReceivedRequest[] = [];
  const watchers = new Watchers(received);
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const entry: ReceivedRequest = {
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        headers: { ...request.headers },
        body,
        closedByClient: false,
      };
      received.push(entry);
      watchers.changed();
      response.on('close', () => {
        if (!response.writableFinished) {
          entry.closedByClient = true;
          watchers.changed();
        }
      });
      try {
        await handle(request, response, entry);
      } catch (error) {
        if (!response.headersSent) sendJson(response, 500, { error: String(error) });
        else response.destroy();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    server,
    waitFor: (predicate) => watchers.waitFor(predicate),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
