// Serves the built web app (apps/web/dist) from the API's port, and owns "not found": unknown /api
// paths get the JSON 404, other page paths get index.html so the SPA's router decides (with status
// 404 when the router has no such page, spa-routes.ts, so the app's 404 page is a real 404). For crawlers,
// which do not run the SPA, index.html carries the page's title (naming its state and page),
// description, JSON-LD and canonical link, for the state in `?state=` (default TX) or in the path
// (/results/GA), in the language asked for (`?lang=`, else Accept-Language, else English). The results
// page (/results/:state) also carries its results as HTML (results-html.ts), readable without
// JavaScript; an unknown state there is a 404; a pool page carries its pool's numbers the same way
// (pools-html.ts). Every app page carries the answers its first screen
// reads as inline JSON (first-view.ts), so the app draws it without a request.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import {
  DEFAULT_POOL_DRAW_TIME,
  DEFAULT_STATE,
  gameName,
  isKnownState,
  isoToUs,
  parseMonth,
  POOL_IDS,
  POOL_STATE,
  resultsPageCopy,
  resultsPageJsonLd,
  stateGameName,
  stateName,
  statePageCopy,
  statePageJsonLd,
  STATES,
  type PageLanguage,
  type PoolId,
} from '@pick3/core';
import type { Pool, ResultsReply, StatesReply } from '@pick3/contract';
import type { Config } from '../config.js';
import { CachedJson } from '../lib/cached-json.js';
import { negotiateCoding } from '../lib/http-cache.js';
import { sendNotFound } from './error-handler.plugin.js';
import { isAppPage } from './spa-routes.js';
import { escapeHtml, resultsHtml } from './results-html.js';
import { boardPageTitle, boardPathState, withBoardContent } from './board-html.js';
import { resultsPage } from '../services/results.service.js';
import { firstViewData, poolFirstUrl, type FirstViewPage } from './first-view.js';
import { poolHtml } from './pools-html.js';
import { statesIndexHtml, statesIndexTitle } from './states-index-html.js';

/** The service worker and the web manifest at the build's root. */
const INSTALL_FILES = /[\\/](sw\.js|manifest\.webmanifest)$/;
/** Paths the SPA never owns: the API and the docs answer their own 404s (any case, any encoding). */
const NOT_SPA = /^\/(api|docs)(\/|\.|$)/i;

/** The path as the router sees it: decoded, doubled slashes collapsed (undefined when undecodable). */
export function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/').replace(/\/{2,}/g, '/');
  } catch {
    return undefined;
  }
}

export interface StatePageMeta {
  title: string;
  description: string;
  jsonLd: Record<string, unknown>;
}

/** What is stored for a state, so the page's description states it instead of promising it. */
export interface StatePageFacts {
  drawCount: number;
  /** ISO date of the newest stored draw; null when none. */
  latestDate: string | null;
}

/** The sentence on what is stored, in the page's language (numbers and dates as its players write them). */
function storedText(name: string, facts: StatePageFacts | undefined, language: PageLanguage) {
  if (facts === undefined) return '';
  if (language === 'es') {
    if (facts.latestDate === null) return ` Aún no hay sorteos de ${name} guardados.`;
    const [y, m, d] = facts.latestDate.split('-').map(Number);
    return ` ${facts.drawCount.toLocaleString('es-US')} sorteos guardados, el más reciente el ${d}/${m}/${y}.`;
  }
  if (facts.latestDate === null) return ` No ${name} draws are stored yet.`;
  return ` ${facts.drawCount.toLocaleString('en-US')} draws stored, the newest on ${isoToUs(facts.latestDate)}.`;
}

/**
 * The page's language: `?lang=` (a shared Spanish link opens in Spanish), else the first of the
 * browser's Accept-Language the app speaks, else English.
 */
export function pageLanguage(lang: unknown, acceptLanguage: string | undefined): PageLanguage {
  if (lang === 'es' || lang === 'en') return lang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { base: tag.split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked.find((entry) => entry.base === 'es' || entry.base === 'en');
  return first?.base === 'es' ? 'es' : 'en';
}

/** The static shell's words, which show until the app starts. */
const SHELL_TEXT: Record<PageLanguage, { loading: string; noscript: string; demo: string }> = {
  en: {
    loading: 'Loading...',
    noscript: 'This app needs JavaScript to analyse draws.',
    // The app's common.demoNoRealPayments, for the first paint before the app runs.
    demo: 'Demo — no real payments; verification codes are shown on screen',
  },
  es: {
    loading: 'Cargando...',
    noscript: 'Esta app necesita JavaScript para analizar los sorteos.',
    demo: 'Demo: sin pagos reales; los códigos de verificación se muestran en pantalla',
  },
};

/**
 * A demo server's page says so from its first paint: a meta the app reads on its first render (the
 * app's DemoBanner, no wait for /api/health) and the same banner in the static shell. Drawn only once
 * the health answer came, the banner pushed the page down after it was shown (layout shift) and was
 * the page's last large paint (LCP).
 */
export function injectDemoBanner(html: string, language: PageLanguage): string {
  const banner =
    '<div role="note" style="text-align:center;font-weight:700;font-size:14px;line-height:1.45;' +
    'padding:4px 0;background:#ffe066;color:#000;font-family:system-ui,-apple-system,' +
    `'Segoe UI',Roboto,Arial,sans-serif">${escapeHtml(SHELL_TEXT[language].demo)}</div>`;
  return html
    .replace(/<\/head>/i, '<meta name="pick3-demo" content="on" />\n</head>')
    .replace('<div id="root">', `<div id="root">${banner}`);
}

/**
 * Title, description and structured data of the page for one state (spec §1: a free analysis web
 * application). With `facts`, the description says what is stored (count and newest draw, or none).
 */
export function statePageMeta(
  code: string,
  facts?: StatePageFacts,
  language: PageLanguage = 'en',
): StatePageMeta {
  const name = stateName(code);
  // The app's own page title and description (core's statePageCopy), plus what is stored.
  const copy = statePageCopy(code, language);
  const title = copy.title;
  const description = `${copy.description}${storedText(name, facts, language)}`;
  return {
    title,
    description,
    jsonLd: statePageJsonLd(code, language, description),
  };
}

/** What a page other than the main one says of itself in its head, and its canonical address. */
export interface PageOverride {
  title?: string;
  description?: string;
  jsonLd?: Record<string, unknown>;
  /** Absolute URL of the page's canonical address; none for a 404. */
  canonical?: string;
}

/** index.html with the page's title, description, JSON-LD and canonical link (replacing the build's own). */
export function injectStateMeta(
  indexHtml: string,
  code: string,
  facts?: StatePageFacts,
  language: PageLanguage = 'en',
  page: PageOverride = {},
): string {
  const meta = { ...statePageMeta(code, facts, language), ...withoutUndefined(page) };
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  // `<` escaped so no value can close the script element early.
  const jsonLd = JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c');
  const head =
    `<meta property="og:title" content="${title}" />\n` +
    `<meta property="og:description" content="${description}" />\n` +
    `<meta property="og:type" content="website" />\n` +
    `<script type="application/ld+json">${jsonLd}</script>\n` +
    (page.canonical === undefined
      ? ''
      : `<link rel="canonical" href="${escapeHtml(page.canonical)}" />\n`);
  let html = indexHtml.replace(/<title>[\s\S]*?<\/title>/i, `<title>${title}</title>`);
  html = html.replace(/<html lang="[^"]*"/i, `<html lang="${language}"`);
  if (language !== 'en') {
    const shell = SHELL_TEXT[language];
    html = html
      .replace(`>${SHELL_TEXT.en.loading}</p>`, `>${shell.loading}</p>`)
      .replace(`>${SHELL_TEXT.en.noscript}</noscript>`, `>${shell.noscript}</noscript>`);
  }
  const descriptionTag = `<meta name="description" content="${description}" />`;
  html = /<meta\s+name=["']description["'][^>]*>/i.test(html)
    ? html.replace(/<meta\s+name=["']description["'][^>]*>/i, descriptionTag)
    : html.replace(/<\/head>/i, `${descriptionTag}\n</head>`);
  return html.replace(/<\/head>/i, () => `${head}</head>`);
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const KNOWN_STATES = new Set(STATES.map((s) => s.code.toUpperCase()));

/** The state of a results page path (`/results/ga` → 'GA'); undefined for any other path. */
export function resultsPathState(path: string): string | undefined {
  const match = /^\/results\/([^/]+)\/?$/i.exec(path);
  return match ? match[1]!.toUpperCase() : undefined;
}

/** The pool of a pool page path (`/pools/1-1` → '1-1'); undefined for any other path or pool. */
export function poolPathId(path: string): PoolId | undefined {
  const match = /^\/pools\/([^/]+)\/?$/i.exec(path);
  // Only the canonical spelling: the app redirects any other ('1,1') to it before drawing the pool.
  return match && (POOL_IDS as readonly string[]).includes(match[1]!)
    ? (match[1] as PoolId)
    : undefined;
}

/**
 * The pool page's numbers as HTML in place of the shell's loading line (pools-html.ts), from the
 * answers its first view carries; the page unchanged when the pool's answer is missing.
 */
function withPoolContent(
  html: string,
  poolId: PoolId,
  answers: ReadonlyMap<string, string>,
  language: PageLanguage,
): string {
  const pool = answers.get(poolFirstUrl(poolId));
  if (pool === undefined) return html;
  const states = answers.get('/api/states');
  const georgia =
    states === undefined
      ? undefined
      : (JSON.parse(states) as StatesReply).states.find((s) => s.code === POOL_STATE);
  const content = poolHtml(JSON.parse(pool) as Pool, DEFAULT_POOL_DRAW_TIME, georgia, language);
  const loading = /<p class="boot-status"[^>]*>[\s\S]*?<\/p>/i;
  // A function, not a string: nothing in the content is a replacement pattern.
  return loading.test(html)
    ? html.replace(loading, () => content)
    : html.replace('<div id="root">', () => `<div id="root">${content}`);
}

/**
 * How long a served page (its first view included) is sent again as it is, compressed once: the
 * first view's data is read once per page and interval, not per view (issue 35 item 18). Its `at`
 * says when it was read, so the app refreshes by its own staleness rules.
 */
export const SERVED_PAGE_TTL_MS = 5_000;
/** Bytes of served pages kept (each about 300 kB plain, a fifth of it compressed). */
const SERVED_PAGES_MAX_BYTES = 32 * 1024 * 1024;

const APP_NAME: Record<PageLanguage, string> = { en: 'Pick 3 Analysis', es: 'Análisis Pick 3' };

/**
 * The title of an app page other than the main one, naming its page and its state, in the words the
 * app's own page uses (apps/web's messages); undefined for the main page.
 */
export function pageTitle(path: string, code: string, language: PageLanguage): string | undefined {
  const segments = path.split('/').filter((s) => s !== '');
  const page = segments[0]?.toLowerCase();
  const name = stateName(code);
  const es = language === 'es';
  const app = APP_NAME[language];
  switch (page) {
    case undefined:
      return undefined;
    case 'pools':
      // Pools are Georgia's (the pools page switches the app to GA).
      return es
        ? `Pools de ${gameName(POOL_STATE)} | ${app}`
        : `${gameName(POOL_STATE)} Pools | ${app}`;
    case 'lookup': {
      const number = segments[1] ?? '';
      // Only a three-digit number is written back into the page (anything else is the lookup's error).
      if (!/^\d{3}$/.test(number))
        return es ? `Buscar un número en ${name} | ${app}` : `Number lookup in ${name} | ${app}`;
      return es
        ? `${number} en ${name}: cada acierto y ausencia | ${app}`
        : `${number} in ${name}: every hit and skip | ${app}`;
    }
    case 'skips':
      return es
        ? `Tabla de ausencias de ${stateGameName(code)} | ${app}`
        : `${stateGameName(code)} skips table | ${app}`;
    case 'charts':
      return es
        ? `Gráficas de ${stateGameName(code)} | ${app}`
        : `${stateGameName(code)} charts | ${app}`;
    case 'backtest':
      return es
        ? `Prueba histórica de ${stateGameName(code)} | ${app}`
        : `${stateGameName(code)} backtest | ${app}`;
    case 'alerts':
      return es ? `Alertas de ${name} | ${app}` : `${name} alerts | ${app}`;
    case 'board':
      return boardPageTitle(code, language);
    case 'results':
      // /results, every state's page (/results/:state has its own title, resultsPageCopy).
      return `${statesIndexTitle(language)} | ${app}`;
    case 'login':
      return es ? `Iniciar sesión | ${app} de ${name}` : `Log in | ${name} ${app}`;
    case 'signup':
      return es ? `Crear cuenta | ${app} de ${name}` : `Sign up | ${name} ${app}`;
    case 'profile':
      return es ? `Perfil | ${app} de ${name}` : `Profile | ${name} ${app}`;
    default:
      return undefined;
  }
}

/** Pages whose content depends on `?state=`: their canonical address keeps it. */
const STATE_PAGES = new Set(['', 'skips', 'charts', 'backtest', 'lookup', 'alerts']);

/** The canonical address of an app page: its path (lower-case page names) and the state it shows. */
export function canonicalUrl(
  origin: string,
  path: string,
  code: string,
  language: PageLanguage,
  explicitLanguage: boolean,
  month?: string,
): string {
  const results = resultsPathState(path);
  const segments = path.split('/').filter((s) => s !== '');
  const params = new URLSearchParams();
  let clean: string;
  if (results !== undefined) {
    clean = `/results/${results}`;
    if (month !== undefined) params.set('month', month);
  } else {
    clean = `/${segments.map((s, i) => encodeURIComponent(i === 0 ? s.toLowerCase() : s)).join('/')}`;
    if (STATE_PAGES.has(segments[0]?.toLowerCase() ?? '')) params.set('state', code);
  }
  if (explicitLanguage && language === 'es') params.set('lang', 'es');
  const query = params.toString();
  return `${origin}${clean}${query ? `?${query}` : ''}`;
}

function pageState(request: FastifyRequest): string {
  const raw = (request.query as Record<string, unknown> | undefined)?.state;
  const code = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(code) && KNOWN_STATES.has(code) ? code : DEFAULT_STATE;
}

export default fp(
  async function webPlugin(app: FastifyInstance, opts: { config: Config }) {
    const root = opts.config.web.distDir;
    const indexPath = join(root, 'index.html');
    const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
    if (indexHtml === undefined) {
      app.log.warn(
        { root },
        'web app not built: only the API is served (run `pnpm --filter @pick3/web build`)',
      );
    } else {
      await app.register(fastifyStatic, {
        root,
        // index.html is always answered by the fallback below, with the state's meta tags.
        index: false,
        // @fastify/static (>= 10.1.3) hands this the normalised path, and refuses `/./x`, `/a/../x`
        // and their encodings itself (403) before any file is opened.
        allowedPath: (pathName) => pathName.toLowerCase() !== '/index.html',
        // The web build writes `.br` / `.gz` next to its assets: sent as they are (no per-request work).
        preCompressed: true,
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
    }

    const pages = new Map<string, string>();
    // CachedJson only for its bytes and its compressed forms, computed once per entry.
    const served = new LRUCache<string, CachedJson>({
      maxSize: SERVED_PAGES_MAX_BYTES,
      sizeCalculation: (entry) => Math.max(1, entry.bytes.length * 2),
      ttl: SERVED_PAGE_TTL_MS,
    });
    async function sendSpa(
      request: FastifyRequest,
      reply: FastifyReply,
      status: 200 | 404 = 200,
    ): Promise<FastifyReply> {
      const query = (request.query as Record<string, unknown> | undefined) ?? {};
      const path = decodedPath(request.url) ?? '/';
      // The passcode gate's hook decided (passcode-gate.plugin.ts): without a grant the page is the
      // bare shell, which shows the gate, with nothing read from the database.
      const mayReadData = request.mayReadData !== false;
      const resultsState = status === 200 ? resultsPathState(path) : undefined;
      const boardState = status === 200 ? boardPathState(path) : undefined;
      const code = resultsState ?? boardState ?? pageState(request);
      const language = pageLanguage(query.lang, request.headers['accept-language']);
      // What is stored, from the states list (read once per ingestion); without a database the page
      // is still served, without the figures.
      const summary = mayReadData ? await app.states.get(code).catch(() => undefined) : undefined;
      const facts = summary && {
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
      const origin =
        opts.config.server.publicOrigin?.replace(/\/$/, '') ??
        `${request.protocol}://${request.host}`;
      const canonical =
        status === 404
          ? undefined
          : canonicalUrl(origin, path, code, language, query.lang === language, month);
      const pageKey = resultsState !== undefined ? `results|${month ?? ''}` : path.toLowerCase();
      // The status is part of the key: a page turns stale with the clock, not only with new draws.
      const key = `${mayReadData ? 'data' : 'shell'}|${pageKey}|${canonical ?? '404'}|${code}|${language}|${facts?.drawCount ?? '-'}|${facts?.latestDate ?? '-'}|${summary?.status ?? '-'}`;
      const servedKey = `${status}|${key}`;
      const cached = served.get(servedKey);
      if (cached !== undefined) return sendPage(request, reply, status, cached);
      let html = pages.get(key);
      if (html === undefined) {
        let page: PageOverride = { canonical };
        let results: ResultsReply | undefined;
        if (resultsState !== undefined) {
          results = mayReadData
            ? await resultsPage(app, resultsState, month).catch(() => undefined)
            : undefined;
          const copy = resultsPageCopy(resultsState, language);
          const description = `${copy.description}${storedText(stateName(resultsState), facts, language)}`;
          page = {
            canonical,
            title: copy.title,
            description,
            jsonLd: resultsPageJsonLd(resultsState, language, {
              description,
              url: canonical,
              days: results?.recent ?? [],
            }),
          };
        } else if (status === 404) {
          page = {
            title: language === 'es' ? 'Página no encontrada' : 'Page Not Found',
          };
        } else {
          page.title = pageTitle(path, code, language);
        }
        html = injectStateMeta(indexHtml ?? '', code, facts, language, page);
        if (results !== undefined) {
          // In place of the shell's loading line, under its brand row (or first in an other shell).
          const content = resultsHtml(results, language, summary);
          const loading = /<p class="boot-status"[^>]*>[\s\S]*?<\/p>/i;
          html = loading.test(html)
            ? html.replace(loading, content)
            : html.replace('<div id="root">', `<div id="root">${content}`);
        }
        // Gate off for this process: the page says so, and the app draws at once instead of asking
        // /api/auth/passcode/status first (one round trip less before the first screen).
        if (app.hasDecorator('passcodeGate') && !app.passcodeGate.enabled) {
          html = html.replace(/<\/head>/i, '<meta name="pick3-gate" content="off" />\n</head>');
        }
        if (opts.config.demo) html = injectDemoBanner(html, language);
        // Figures move with each ingestion: keep the latest pages, not every version ever served.
        if (pages.size >= 200) pages.clear();
        pages.set(key, html);
      }
      // The first screen's data, read per request (freshness moves with the clock): not in `pages`.
      if (status === 200 && mayReadData) {
        const poolId = poolPathId(path);
        const firstView: FirstViewPage =
          resultsState !== undefined
            ? { kind: 'results', month }
            : poolId !== undefined
              ? { kind: 'pool', poolId }
              : path === '/'
                ? { kind: 'home' }
                : { kind: 'other' };
        const { script, answers } = await firstViewData(
          app,
          request,
          code,
          firstView,
          facts?.latestDate ?? null,
        );
        if (poolId !== undefined) html = withPoolContent(html, poolId, answers, language);
        if (boardState !== undefined)
          html = await withBoardContent(app, html, boardState, language);
        // /results: every state's newest draw and freshness, read per request like the first view.
        if (/^\/results\/?$/i.test(path)) {
          const states = await app.states.list().catch(() => undefined);
          if (states !== undefined) {
            const content = statesIndexHtml(states, language);
            const loading = /<p class="boot-status"[^>]*>[\s\S]*?<\/p>/i;
            html = loading.test(html)
              ? html.replace(loading, () => content)
              : html.replace('<div id="root">', () => `<div id="root">${content}`);
          }
        }
        // A function, not a string: `$&` or `$'` inside the answers must stay text, not replacement patterns.
        if (script !== '') html = html.replace(/<\/body>/i, () => `${script}\n</body>`);
      }
      const page = new CachedJson(Buffer.from(html), '');
      served.set(servedKey, page);
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
        // The page's language may come from Accept-Language: caches must key on it.
        .header('vary', 'Accept-Language, Accept-Encoding');
      if (coding === undefined) return reply.send(page.bytes);
      return reply.header('content-encoding', coding).send(await page.compressed(coding));
    }

    if (indexHtml !== undefined) {
      // The static handler would refuse the root folder itself (403): the home page is the SPA.
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
      if (isPage && indexHtml !== undefined) {
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
