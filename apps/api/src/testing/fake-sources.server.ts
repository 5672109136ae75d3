// The official draw sources as one real local server: Georgia's draw-games API answers two new
// draws (8/1/2025 Midday 345 and Evening 610); every other source gets 404. Tests point ingestion at
// it (`baseUrl`), so no test reaches the internet.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Georgia draw as the lottery's draw-games API lists it (times in UTC ms; draws dated in New York). */
export function gaApiDraw(name: 'MIDDAY' | 'EVENING' | 'NIGHT', utc: string, digits: string) {
  return {
    id: utc,
    gameName: 'CASH 3',
    name,
    status: 'CLOSED',
    drawTime: Date.parse(utc),
    closeTime: Date.parse(utc) - 600_000,
    results: [{ drawType: 'Regular', primary: [...digits], secondary: [], multiplier: null }],
  };
}

export const NEW_GA_DRAWS = {
  draws: [
    gaApiDraw('EVENING', '2025-08-01T22:59:00Z', '610'), // 8/1 Evening (18:59 in Atlanta)
    gaApiDraw('MIDDAY', '2025-08-01T16:29:00Z', '345'), // 8/1 Midday
  ],
};

/**
 * The Georgia lottery's API as a real local server (answering `gaDraws`, default NEW_GA_DRAWS). Other sources get 404. `hold()` keeps the next
 * Georgia answer back until the returned function is called (to observe a run in progress).
 */
export async function fakeSources(options: { gaDraws?: typeof NEW_GA_DRAWS } = {}) {
  let body = JSON.stringify(options.gaDraws ?? NEW_GA_DRAWS);
  let held: Promise<void> | undefined;
  const server: Server = createServer((request, response) => {
    void (async () => {
      if (!request.url?.startsWith('/api/v2/draw-games/draws/page')) {
        response.writeHead(404).end('not here');
        return;
      }
      const gate = held;
      held = undefined;
      if (gate !== undefined) await gate;
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /** Georgia's answer from now on (a draw that took place after the server started). */
    answer(gaDraws: typeof NEW_GA_DRAWS): void {
      body = JSON.stringify(gaDraws);
    },
    hold(): () => void {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
