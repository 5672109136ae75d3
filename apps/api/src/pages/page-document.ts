// The page the server sends: the document around the app's server-rendered HTML (app-renderer.ts),
// built from its parts (nothing is searched or replaced in HTML). The head carries what crawlers
// read (title, description, JSON-LD, canonical and language alternates), the marks the app reads on
// its first render (gate off, demo server), and the build's style and script links; the body the
// app's HTML and the first view's dehydrated answers, which the app hydrates (apps/web main.tsx).
import type { PageLanguage } from '@pick3/core';
import type { PageAssets, RenderedPage } from './app-renderer.js';
import { escapeHtml } from './page-meta.js';

/** What the head says of the page. */
export interface PageHead {
  title: string;
  description: string;
  jsonLd: Record<string, unknown>;
  /** Absolute URL of the page's canonical address; none for a 404. */
  canonical?: string | undefined;
  /** The page's address in each language (hreflang alternates); none for a 404. */
  alternates?: Readonly<Record<PageLanguage, string>> | undefined;
}

export interface PageDocument {
  language: PageLanguage;
  head: PageHead;
  assets: PageAssets;
  app: RenderedPage;
  /** The passcode gate is off for this visitor: the app draws at once, without asking. */
  gateOff: boolean;
  demo: boolean;
}

/** The script element the app reads its first view from (apps/web main.tsx). */
export const FIRST_VIEW_ID = 'pick3-first-view';

const attr = (value: string) => `"${escapeHtml(value)}"`;

export function pageDocument(page: PageDocument): string {
  const { head, assets } = page;
  // `<` escaped (\u003c is the same JSON text) so no value can close the script element early.
  const jsonLd = JSON.stringify(head.jsonLd).split('<').join('\\u003c');
  const firstView = `{"state":${page.app.firstView},"urls":${JSON.stringify(page.app.urls)},"renderedAt":${page.app.renderedAt}}`;
  const lines = [
    '<!doctype html>',
    `<html lang="${page.language}" data-mantine-color-scheme="light">`,
    '<head>',
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />',
    '<meta name="theme-color" content="#1971c2" />',
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content=${attr(head.description)} />`,
    `<meta property="og:title" content=${attr(head.title)} />`,
    `<meta property="og:description" content=${attr(head.description)} />`,
    '<meta property="og:type" content="website" />',
    `<script type="application/ld+json">${jsonLd}</script>`,
    ...(head.canonical === undefined
      ? []
      : [`<link rel="canonical" href=${attr(head.canonical)} />`]),
    ...Object.entries(head.alternates ?? {}).map(
      ([language, href]) => `<link rel="alternate" hreflang="${language}" href=${attr(href)} />`,
    ),
    ...(page.gateOff ? ['<meta name="pick3-gate" content="off" />'] : []),
    ...(page.demo ? ['<meta name="pick3-demo" content="on" />'] : []),
    '<link rel="icon" type="image/svg+xml" href="/icon.svg" />',
    '<link rel="apple-touch-icon" href="/icons/icon-192.png" />',
    '<link rel="manifest" href="/manifest.webmanifest" />',
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href=${attr(href)} />`),
    // The first paint is the server's HTML and the style: no script is needed for it. Low fetch
    // priority lets the style and the document have a slow connection first, and says so to the
    // browser (Lighthouse's simulated first paint counts every High-priority script as blocking it).
    ...assets.preloads.map(
      (href) => `<link rel="modulepreload" crossorigin href=${attr(href)} fetchpriority="low" />`,
    ),
    `<script type="module" crossorigin src=${attr(assets.script)} fetchpriority="low"></script>`,
    '</head>',
    '<body>',
    `<div id="root">${page.app.html}</div>`,
    `<script type="application/json" id="${FIRST_VIEW_ID}">${firstView}</script>`,
    '</body>',
    '</html>',
  ];
  return lines.join('\n');
}
