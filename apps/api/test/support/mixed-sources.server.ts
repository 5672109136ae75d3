// The draw sources as one local server where some work and some are broken: Georgia and New Jersey
// (the same draw-games API) answer new draws, California answers an HTML block page instead of
// JSON, Florida accepts the request and never answers, and every other source gets 404.
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NEW_GA_DRAWS } from '../../src/testing/fake-sources.server.js';

const GA_PATH = '/api/v2/draw-games/draws/page';
const NJ_PATH = '/api/v1/draw-games/draws/page';
const CA_PATH = '/api/DrawGameApi/DrawGamePastDrawResults/9/1/50';
const FL_PATH = '/drawgamesapp/searchgames';

/** New Jersey's Pick 3 in the draw-games shape: one Regular token per draw. */
const NEW_NJ_DRAWS = {
  draws: [
    {
      name: 'MIDDAY',
      status: 'CLOSED',
      drawTime: Date.parse('2025-08-01T16:59:00Z'),
      results: [{ drawType: 'Regular', primary: ['893'] }],
    },
    {
      name: 'EVENING',
      status: 'CLOSED',
      drawTime: Date.parse('2025-08-02T02:57:00Z'),
      results: [{ drawType: 'Regular', primary: ['071'] }],
    },
  ],
};

export async function mixedSources() {
  const hanging = new Set<ServerResponse>();
  const requested: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    requested.push(path);
    if (path === GA_PATH) {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(NEW_GA_DRAWS));
    } else if (path === NJ_PATH) {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(NEW_NJ_DRAWS));
    } else if (path === CA_PATH) {
      // A bot wall answering 200 with HTML: the parser must call it a layout change, not data.
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><body>Request blocked</body></html>');
    } else if (path === FL_PATH) {
      hanging.add(response); // Never answered; close() ends it.
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Paths requested so far (to prove the hanging source was really asked). */
    requested,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
