// Serves the built web app (apps/web/dist) from the API's port, and owns "not found": unknown /api
// paths get the JSON 404, other page paths get the app's page, rendered by React on the server
// (pages/app-renderer.ts, the app's entry-server.tsx) with status 404 when the router has no such
// page (pages/spa-routes.ts), so the app's 404 page is a real 404. The page's head says what it is
// for crawlers (pages/page-meta.ts), for the state in `?state=` (default TX) or in the path
// (/results/GA), in the language asked for (`?lang=`, else the language cookie, else
// Accept-Language, else English); its first screen's answers are read from the services
// (pages/first-view-reads.ts) and sent dehydrated with it, so the app hydrates without a request.
// Rendered pages are kept (pages/page-cache.ts) until the data they show changes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import {
  isKnownState,
  parseMonth,
  resultsPageCopy,
  resultsPageJsonLd,
  stateName,
  STATES,
} from '@pick3/core';
import type { ResultsReply } from '@pick3/contract';
import type { Config } from '../config.js';
import type { CachedJson } from '../lib/cached-json.js';
import { negotiateCoding } from '../lib/http-cache.js';
import { sendNotFound } from './error-handler.plugin.js';
import { isAppPage } from '../pages/spa-routes.js';
import { pageRedirect } from '../pages/page-redirects.js';
import { loadAppRenderer } from '../pages/app-renderer.js';
import { readFirstViewAnswer } from '../pages/first-view-reads.js';
import { pageDocument, type PageHead } from '../pages/page-document.js';
import { PageCache } from '../pages/page-cache.js';
import {
  boardPathState,
  canonicalUrl,
  decodedPath,
  escapeHtml,
  pageLanguage,
  pageState,
  pageTitle,
  resultsPathState,
  statePageMeta,
  storedText,
  type StatePageFacts,
} from '../pages/page-meta.js';

/** The service worker and the web manifest at the build's root. */
const INSTALL_FILES = /[\\/](sw\.js|manifest\.webmanifest)$/;
/** Paths the SPA never owns: the API and the docs answer their own 404s (any case, any encoding). */
const NOT_SPA = /^\/(api|docs)(\/|\.|$)/i;

/** The language cookie the app's switch sets (apps/web i18n.ts). */
const LANGUAGE_COOKIE = 'pick3.language';

/** The address with its query parameters sorted: two spellings of one page are one cache entry. */
function normalizedUrl(path: string, query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value])
      if (typeof one === 'string') params.append(name, one);
  }
  params.sort();
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

export default fp(
  async function webPlugin(app: FastifyInstance, opts: { config: Config }) {
    const root = opts.config.web.distDir;
    const renderer = await loadAppRenderer(root);
    if (renderer === undefined) {
      app.log.warn(
        { root },
        'web app not built: only the API is served (run `pnpm --filter @pick3/web build`)',
      );
    } else {
      // In a scope of its own, whose routes (one per file) say they are files of the build: the rate
      // limits leave them alone (rate-limit.plugin.ts), as they do any file.
      await app.register(async (files) => {
        files.addHook('onRoute', (route) => {
          route.config = { ...route.config, staticFile: true };
        });
        await files.register(fastifyStatic, {
          root,
          // Pages are rendered (below); the build's own index.html is the offline copy's shell only.
          index: false,
          // @fastify/static (>= 10.1.3) hands this the normalised path, and refuses `/./x`, `/a/../x`
          // and their encodings itself (403) before any file is opened.
          allowedPath: (pathName) => pathName.toLowerCase() !== '/index.html',
          // The web build writes `.br` / `.gz` next to its assets: sent as they are (no per-request work).
          preCompressed: true,
          // A route per file of the build, found once at start-up: the build does not change while the
          // server runs. The catch-all route instead read the folder's listing on every request (its
          // check of the path's letter case): 3.6 ms of CPU per file against 2.8, 66 files for a first visit, on
          // the cores the browser needs. The compressed siblings are found by preCompressed.
          wildcard: false,
          globIgnore: ['**/*.br', '**/*.gz'],
          cacheControl: false,
          // The same URL answers br, gzip or plain bytes: @fastify/static adds `Vary: Accept-Encoding`.
          setHeaders: (reply, path) => {
            // The installable app's worker and manifest (apps/web, vite-plugin-pwa): `no-cache`, so a
            // new build's worker is seen on the next visit instead of after an HTTP cache expiry.
            if (INSTALL_FILES.test(path)) {
              reply.header('cache-control', 'no-cache');
              return;
            }
            // Vite puts content-hashed files under assets/: they never change. Others revalidate.
            const immutable = /[\\/]assets[\\/]/.test(path);
            reply.header(
              'cache-control',
              immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0',
            );
          },
        });
      });
    }

    const cache = new PageCache();
    const gateEnabled = () => !app.hasDecorator('passcodeGate') || app.passcodeGate.enabled;

    async function sendSpa(
      request: FastifyRequest,
      reply: FastifyReply,
      status: 200 | 404 = 200,
    ): Promise<FastifyReply> {
      if (renderer === undefined) return sendNotFound(request, reply);
      const query = (request.query as Record<string, unknown> | undefined) ?? {};
      const path = decodedPath(request.url) ?? '/';
      // The passcode gate's hook decided (passcode-gate.plugin.ts): a visitor it holds gets the
      // gate, with nothing read from the database.
      const mayReadData = request.mayReadData !== false;
      const gateOff = mayReadData && (!gateEnabled() || request.mayReadData === true);
      const resultsState = status === 200 ? resultsPathState(path) : undefined;
      const boardState = status === 200 ? boardPathState(path) : undefined;
      const code = resultsState ?? boardState ?? pageState(query);
      const language = pageLanguage(
        query.lang ?? request.cookies?.[LANGUAGE_COOKIE],
        request.headers['accept-language'],
      );
      // The data the page shows, as of now: every rendered page is kept until this list changes
      // (an ingestion stored a draw, or a draw came due), and is read at most once per list.
      const states = mayReadData ? await app.states.list().catch(() => undefined) : undefined;
      const origin =
        opts.config.server.publicOrigin?.replace(/\/$/, '') ??
        `${request.protocol}://${request.host}`;
      const key = [
        status,
        // Without PUBLIC_ORIGIN the canonical links are the request's own host's: a page built for
        // one Host is never served to a request that named another.
        origin,
        normalizedUrl(path, query),
        language,
        mayReadData ? 'data' : 'gate',
        gateOff ? 'open' : 'gated',
      ].join('|');
      // Built once per key and list, however many requests ask for it meanwhile.
      const buildPage = async (): Promise<string> => {
        const summary = states?.find((s) => s.code === code);
        const facts: StatePageFacts | undefined = summary && {
          drawCount: summary.drawCount,
          latestDate: summary.latestDraw?.date ?? null,
        };
        // A results page's month: a malformed one shows the default month (the API answers it 400).
        let month: string | undefined;
        try {
          month = typeof query.month === 'string' ? parseMonth(query.month) : undefined;
        } catch {
          month = undefined;
        }
        const canonical =
          status === 404
            ? undefined
            : canonicalUrl(origin, path, code, language, query.lang === language, month);
        const alternates =
          status === 404
            ? undefined
            : {
                en: canonicalUrl(origin, path, code, 'en', false, month),
                es: canonicalUrl(origin, path, code, 'es', true, month),
              };
        const search = normalizedUrl(path, query).slice(path.length);
        // The answers the first view read, for the head's structured data too.
        const answers = new Map<string, unknown>();
        const app_ = await renderer.render({
          url: `${path}${search}`,
          language,
          mayReadData,
          gateOff,
          demo: opts.config.demo,
          read: async (url) => {
            const answer = await readFirstViewAnswer(app, url);
            answers.set(url, answer);
            return answer;
          },
        });
        let head: PageHead = { ...statePageMeta(code, facts, language), canonical, alternates };
        if (resultsState !== undefined) {
          const copy = resultsPageCopy(resultsState, language);
          const description = `${copy.description}${storedText(stateName(resultsState), facts, language)}`;
          const results = [...answers].find(([url]) =>
            url.startsWith('/api/draws/results?'),
          )?.[1] as ResultsReply | undefined;
          head = {
            canonical,
            alternates,
            title: copy.title,
            description,
            jsonLd: resultsPageJsonLd(resultsState, language, {
              description,
              url: canonical,
              days: results?.recent ?? [],
            }),
          };
        } else if (status === 404) {
          head = { ...head, title: language === 'es' ? 'Página no encontrada' : 'Page Not Found' };
        } else {
          head.title = pageTitle(path, code, language) ?? head.title;
        }
        return pageDocument({
          language,
          head,
          assets: renderer.assets,
          app: app_,
          gateOff,
          demo: opts.config.demo,
        });
      };
      const page = await cache.getOrBuild(key, states, buildPage);
      return sendPage(request, reply, status, page);
    }

    async function sendPage(
      request: FastifyRequest,
      reply: FastifyReply,
      status: 200 | 404,
      page: CachedJson,
    ): Promise<FastifyReply> {
      const coding = negotiateCoding(request.headers['accept-encoding']);
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        // no-cache: the page must pick up a new build (its asset names) and new draws at once.
        .header('cache-control', 'no-cache')
        // The page's language may come from Accept-Language or the cookie: caches must key on them.
        .header('vary', 'Accept-Language, Accept-Encoding, Cookie');
      if (coding === undefined) return reply.send(page.bytes);
      return reply.header('content-encoding', coding).send(await page.compressed(coding));
    }

    if (renderer !== undefined) {
      // The static handler would refuse the root folder itself (403): the home page is the app's.
      app.get('/', { schema: { hide: true } }, (request, reply) => sendSpa(request, reply));
    }

    // The pages a search engine should know: the main page of every state and its results page.
    app.get('/sitemap.xml', { schema: { hide: true } }, (request, reply) => {
      const origin =
        opts.config.server.publicOrigin?.replace(/\/$/, '') ??
        `${request.protocol}://${request.host}`;
      const urls = [
        `${origin}/`,
        `${origin}/results`,
        ...STATES.map((s) => `${origin}/?state=${s.code}`),
        ...STATES.map((s) => `${origin}/results/${s.code}`),
        ...STATES.map((s) => `${origin}/board/${s.code}`),
      ];
      const body =
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>\n`).join('') +
        '</urlset>\n';
      // Built from the request's Host when PUBLIC_ORIGIN is unset: then no cache may keep it (issue 35
      // finding 17), or one request with a forged Host would hand its addresses to every crawler.
      const cacheControl =
        opts.config.server.publicOrigin === undefined ? 'no-store' : 'public, max-age=3600';
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', cacheControl)
        .send(body);
    });

    // Crawlers may read every page; the sitemap lists them.
    app.get('/robots.txt', { schema: { hide: true } }, (request, reply) => {
      const origin =
        opts.config.server.publicOrigin?.replace(/\/$/, '') ??
        `${request.protocol}://${request.host}`;
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(`User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${origin}/sitemap.xml\n`);
    });

    // Counted by the rate limiter's global hook like every other request.
    app.setNotFoundHandler(function notFound(request, reply) {
      const path = decodedPath(request.url);
      const lastSegment = path?.slice(path.lastIndexOf('/') + 1) ?? '';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        path !== undefined &&
        !NOT_SPA.test(path) &&
        !lastSegment.includes('.');
      if (isPage && renderer !== undefined) {
        // An address that moves (/pools) is answered with its move, query kept, before any render.
        const moved = pageRedirect(path);
        if (moved !== undefined) {
          const search = request.url.includes('?')
            ? request.url.slice(request.url.indexOf('?'))
            : '';
          return reply.redirect(`${moved}${search}`, 302);
        }
        // /results/ZZ is no page: only the app's states have one.
        const results = resultsPathState(path) ?? boardPathState(path);
        const known = isAppPage(path) && (results === undefined || isKnownState(results));
        return sendSpa(request, reply, known ? 200 : 404);
      }
      return sendNotFound(request, reply);
    });
  },
  { name: 'web', fastify: '5.x', dependencies: ['rate-limit', 'error-handler'] },
);
