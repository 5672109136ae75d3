// A real HTTP server on 127.0.0.1 (random port) that serves saved fixture bytes by path: the only
// network fake the scraper's tests use.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Route =
  | { status?: number; body: string; contentType?: string }
  /** Accepts the request and never answers (a hanging source). */
  | 'hang'
  /** Answers by hand; `body` is the request's body, already read (a POSTed form or query). */
  | ((request: IncomingMessage, response: ServerResponse, body: string) => void);

export interface FixtureServer {
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  /** Every request received, in order, with its body (so a test can check what a POST sent). */
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[];
  /** Replaces or adds the route of a path (pathname, no query). */
  route(path: string, route: Route): void;
  close(): Promise<void>;
}

export async function startFixtureServer(
  routes: Record<string, Route> = {},
): Promise<FixtureServer> {
  const table = new Map(Object.entries(routes));
  const requests: FixtureServer['requests'] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        headers: request.headers,
        body,
      });
      answer(request, response, body);
    });
  });
  const answer = (request: IncomingMessage, response: ServerResponse, body: string): void => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const route = table.get(path);
    if (route === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end(`no fixture for ${path}`);
    } else if (route === 'hang') {
      // Never answer; close() destroys the socket.
    } else if (typeof route === 'function') {
      route(request, response, body);
    } else {
      response
        .writeHead(route.status ?? 200, {
          'content-type': route.contentType ?? 'application/octet-stream',
        })
        .end(route.body);
    }
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    route: (path, route) => void table.set(path, route),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
