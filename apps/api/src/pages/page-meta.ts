// What a page says of itself in its head, for crawlers and for the first paint: its title,
// description, JSON-LD and canonical address, for the state in `?state=` (default TX) or in its path
// (/results/GA, /board/GA), in the page's language (`?lang=`, else Accept-Language, else English).
// Written into the page by page-document.ts; the app's own Seo component keeps them up to date after.
import {
  DEFAULT_STATE,
  gameName,
  isoToUs,
  POOL_IDS,
  POOL_STATE,
  stateGameName,
  stateName,
  statePageCopy,
  statePageJsonLd,
  STATES,
  type PageLanguage,
  type PoolId,
} from '@pick3/core';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The state of a board page path (`/board/ga` → 'GA'); undefined for any other path. */
export function boardPathState(path: string): string | undefined {
  const match = /^\/board\/([^/]+)\/?$/i.exec(path);
  return match ? match[1]!.toUpperCase() : undefined;
}

/** The board page's title, in the words of the app's own page. */
export function boardPageTitle(state: string, language: PageLanguage): string {
  const name = stateName(state);
  return language === 'es'
    ? `Tablero de jugadas de Pick 3 de ${name} | Análisis Pick 3`
    : `${name} Pick 3 picks board | Pick 3 Analysis`;
}

/** The title of /results, in the page's language. */
export function statesIndexTitle(language: PageLanguage): string {
  return language === 'es'
    ? 'Resultados de Pick 3 en cada estado'
    : 'Pick 3 results in every state';
}

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
export function storedText(
  name: string,
  facts: StatePageFacts | undefined,
  language: PageLanguage,
) {
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

/** The state a page shows from its `?state=` (any case); TX for none or an unknown one. */
export function pageState(query: Record<string, unknown>): string {
  const raw = query.state;
  const code = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(code) && KNOWN_STATES.has(code) ? code : DEFAULT_STATE;
}
