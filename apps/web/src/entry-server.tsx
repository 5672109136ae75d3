// The server's render of a page (built by `vite build --ssr`, loaded by apps/api's pages/): React
// renders the page's first screen to HTML with the router's static handler, from a query cache the
// server filled with the page's answers (first-view-queries.ts). The HTML and the dehydrated cache go
// into the page; the browser hydrates them (main.tsx).
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { StatesReply } from '@pick3/contract';
import { AppTree } from './app/app-tree.js';
import { routes } from './app/router.js';
import { firstViewQueries, STATES_QUERY, type FirstViewQuery } from './app/first-view-queries.js';
import { createQueryClient } from './lib/query-client.js';
import { setRenderedAt, setServerPage } from './lib/server-page.js';
import { i18n, loadLanguage, type Language } from './i18n/i18n.js';
import { readHomeView } from './lib/home-view-url.js';
import { FALLBACK_STATE } from './stores/app-store.js';

export interface RenderInput {
  /** The page's address: path and query (`/results/GA?month=2025-07`). */
  url: string;
  language: Language;
  /** False for a visitor the passcode gate holds: the page renders the gate, with no data. */
  mayReadData: boolean;
  /** The passcode gate is off for this visitor (off on the server, or already passed). */
  gateOff: boolean;
  demo: boolean;
  /** Answers one API request (path and query) as the route would, or undefined when it cannot. */
  read: (url: string) => Promise<unknown>;
}

export interface RenderedPage {
  /** The app's HTML, for inside `<div id="root">`. */
  html: string;
  /** The first view's answers, dehydrated (JSON text, `<` escaped for a script element). */
  firstView: string;
  /** The requests the first view answered, for the offline copy. */
  urls: string[];
  /** When the page was rendered (ms since epoch): the browser hydrates its clocks at this time. */
  renderedAt: number;
}

/** Renders run one at a time: the store, the language and the page facts are the app's globals. */
let queue: Promise<unknown> = Promise.resolve();

export function render(input: RenderInput): Promise<RenderedPage> {
  const next = queue.then(() => renderNow(input));
  queue = next.catch(() => undefined);
  return next;
}

async function renderNow(input: RenderInput): Promise<RenderedPage> {
  const url = new URL(input.url, 'http://localhost');
  const queryClient = createQueryClient();
  // The main page's view is its address's; the server knows no stored default state.
  const view = readHomeView(url.pathname === '/' ? url.search : '', FALLBACK_STATE).view;
  const urls: string[] = [];
  if (input.mayReadData) {
    // An answer that cannot be had is left out: the app asks the API for it itself.
    const read = (apiUrl: string) => input.read(apiUrl).catch(() => undefined);
    const file = (query: FirstViewQuery, data: unknown) => {
      if (data === undefined) return;
      queryClient.setQueryData(query.queryKey, data);
      urls.push(query.url);
    };
    const fill = async (query: FirstViewQuery) => file(query, await read(query.url));
    await fill(STATES_QUERY);
    const states = queryClient.getQueryData<StatesReply>(STATES_QUERY.queryKey);
    const queries = firstViewQueries(url, view, states);
    // Read together, filed in their order (the dehydrated queries and their URLs alike).
    const answers = await Promise.all(queries.map((query) => read(query.url)));
    queries.forEach((query, i) => file(query, answers[i]));
  }
  const firstView: DehydratedState = dehydrate(queryClient);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) throw new Error(`no page at ${url.pathname}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  await loadLanguage(input.language);
  await i18n.changeLanguage(input.language);
  setServerPage({ search: url.search, gateOff: input.gateOff, demo: input.demo });
  const renderedAt = Date.now();
  setRenderedAt(renderedAt);
  const html = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(
      <AppTree queryClient={queryClient} firstView={firstView}>
        {/* No hydration data: no route has a loader, and the page carries no inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppTree>,
      {
        // Every boundary inline, however large: the page is sent whole (onAllReady), and an
        // outlined boundary would need React's inline scripts, which the page's CSP does not run.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The whole page: crawlers and a reader without JavaScript get every part of it.
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (error) => {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      },
    );
  });
  queryClient.clear();
  return {
    html,
    // `<` escaped (\u003c is the same JSON text): no answer can close the script element early.
    firstView: JSON.stringify(firstView).split('<').join('\\u003c'),
    urls,
    renderedAt,
  };
}
