import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig } from 'vitest/config';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Writes `.br` and `.gz` next to each built asset, compressed once at the highest levels, which
 * apps/api serves as they are (@fastify/static `preCompressed`): no compression work per request,
 * and smaller than what per-request compression can afford.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pick3-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(fileName)) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < 1024) continue;
        const path = join(outDir, fileName);
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 11,
              [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
      }
    },
  };
}

/** Pages loaded on demand, by the path prefix that shows them. */
const LAZY_PAGES: Record<string, string> = {
  '/pools': 'src/app/routes/pools-page.tsx',
  '/login': 'src/app/routes/login-page.tsx',
  '/signup': 'src/app/routes/signup-page.tsx',
  '/profile': 'src/app/routes/profile-page.tsx',
};

/**
 * A first visit straight to a lazy page (/pools/1-1) would fetch its chunk only once the entry
 * has run: one more round trip before the page shows. A tiny inline script in index.html asks
 * for the page's chunk, its imports and its CSS at once, in parallel with the entry. (The lazy
 * loader then finds them loaded: Vite's preload helper skips files already linked.)
 */
function preloadLazyPage(): Plugin {
  return {
    name: 'pick3-preload-lazy-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((out) => out.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entryFiles = new Set<string>();
        const collect = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const next of byFile.get(file)?.imports ?? []) collect(next, into);
        };
        for (const chunk of chunks) if (chunk.isEntry) collect(chunk.fileName, entryFiles);
        // The start-up stages' chunks and CSS are already on their way (startAfterFirstPaint).
        const stages = startupStages(bundle, []);
        for (const href of [...stages.scripts, ...stages.styles]) entryFiles.add(href.slice(1));
        const routes: Record<string, string[]> = {};
        for (const [prefix, source] of Object.entries(LAZY_PAGES)) {
          const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source));
          if (!page) continue;
          const files = new Set<string>();
          collect(page.fileName, files);
          const own = [...files].filter((file) => !entryFiles.has(file));
          const css = own.flatMap((file) => [
            ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
          ]);
          routes[prefix] = [...own, ...new Set(css)].map((file) => `/${file}`);
        }
        // After the first paint, with the entry (startAfterFirstPaint).
        const script =
          `${AFTER_FIRST_PAINT}(function(){var r=${JSON.stringify(routes)},p=location.pathname;for(var k in r){` +
          `if(p===k||p.indexOf(k+'/')===0)${LINK_IN_BATCHES}(r[k],1)}});`;
        // The first paint is index.html's static shell: no script is needed for it. fetchpriority
        // says so, so the app's JavaScript is not mistaken for render-blocking (Lighthouse counts
        // High-priority scripts as such); startAfterFirstPaint then starts it after that paint.
        const lowPriority = html
          .replace(
            /<script type="module" crossorigin src=/g,
            '<script type="module" crossorigin fetchpriority="low" src=',
          )
          .replace(
            /<link rel="modulepreload" crossorigin href=/g,
            '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
          );
        return {
          html: lowPriority,
          tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }],
        };
      },
    },
  };
}

/**
 * `AFTER_FIRST_PAINT(f)` runs f once the page has painted (the frame after the first one), or after
 * a second in a tab that never paints (a background tab).
 */
const AFTER_FIRST_PAINT =
  '(function(f){var d=0;function g(){if(!d){d=1;f()}}' +
  'requestAnimationFrame(function(){setTimeout(g,0)});setTimeout(g,1000)})';

/** How long the app waits for its start-up files before it starts anyway. */
const PRELOAD_WAIT_MS = 10_000;

/**
 * `LINK_IN_BATCHES(hrefs, low, done)` adds a preload link for each script (a stylesheet link for each
 * `.css`), four per task, and calls `done` once all of them have loaded (or failed, or after
 * PRELOAD_WAIT_MS): each link starts a fetch, and some thirty of them added in one task made a long
 * one on a loaded phone (Lighthouse counted 200 ms and more). The app's start-up stages then
 * evaluate on a quieter main thread, after the downloads and their compiles instead of among them;
 * the first render needed every one of these files anyway. `low` asks for low fetch priority.
 */
const LINK_IN_BATCHES =
  '(function(h,low,done){var i=0,left=h.length,called=0;function settled(){if(--left<=0)finish()}' +
  'function finish(){if(!called&&done){called=1;done()}}(function next(){for(var n=0;n<4&&i<h.length;n++,i++){' +
  "var l=document.createElement('link');l.rel=/\\.css$/.test(h[i])?'stylesheet':'modulepreload';" +
  "l.crossOrigin='';if(low)l.fetchPriority='low';l.onload=l.onerror=settled;l.href=h[i];" +
  'document.head.appendChild(l)}if(i<h.length)setTimeout(next,0)})();' +
  `if(!left)finish();setTimeout(finish,${PRELOAD_WAIT_MS})})`;

/** What main.tsx imports on demand but not at start-up: the service worker's registration. */
const NOT_A_STARTUP_STAGE = /features\/offline\/register-sw/;

/**
 * The chunks of main.tsx's start-up stages (its dynamic imports, each evaluated in its own task) and
 * their imports, as `/assets/…` paths not already in `known`, with the CSS those chunks bring.
 * The scripts are preloaded with the entry, so the stages do not wait for one another's downloads;
 * the CSS is linked in the page like the entry's own, which it was part of before the stages.
 */
function startupStages(
  bundle: IndexHtmlTransformContext['bundle'],
  known: readonly string[],
): { scripts: string[]; styles: string[] } {
  if (!bundle) return { scripts: [], styles: [] };
  const chunks = Object.values(bundle).filter((out) => out.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const files = new Set<string>();
  const collect = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const next of byFile.get(file)?.imports ?? []) collect(next);
  };
  for (const file of entry?.dynamicImports ?? []) {
    const chunk = byFile.get(file);
    if (chunk && !NOT_A_STARTUP_STAGE.test(chunk.facadeModuleId ?? '')) collect(file);
  }
  const entryCss = new Set(entry?.viteMetadata?.importedCss ?? []);
  const styles = new Set(
    [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
  );
  return {
    scripts: [...files].map((file) => `/${file}`).filter((href) => !known.includes(href)),
    styles: [...styles].filter((file) => !entryCss.has(file)).map((file) => `/${file}`),
  };
}

/**
 * The app's JavaScript starts after the first paint (issue 24 item 3): the server's page already
 * shows the first screen (the shell, the demo banner, a results page's results), so nothing needs
 * the scripts before it is on screen. The entry's `<script type="module">` and its modulepreload
 * links become one inline script that adds them after the first frame. Started earlier, the
 * downloads and their work compete with the first paint, and Lighthouse's simulated LCP counts every
 * request started before it.
 */
function startAfterFirstPaint(): Plugin {
  return {
    name: 'pick3-start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = /<script type="module" crossorigin[^>]* src="([^"]+)"><\/script>\s*/.exec(
          html,
        );
        if (!entry) return html;
        const preloads: string[] = [];
        const rest = html
          .replace(entry[0], '')
          .replace(
            /<link rel="modulepreload" crossorigin[^>]* href="([^"]+)">\s*/g,
            (_, href: string) => {
              preloads.push(href);
              return '';
            },
          );
        const stages = startupStages(ctx.bundle, preloads);
        preloads.push(...stages.scripts);
        const script =
          `${AFTER_FIRST_PAINT}(function(){${LINK_IN_BATCHES}(${JSON.stringify(preloads)},0,function(){` +
          `var s=document.createElement('script');s.type='module';s.crossOrigin='';` +
          `s.src=${JSON.stringify(entry[1])};document.body.appendChild(s)})});`;
        return {
          html: rest,
          tags: [
            ...stages.styles.map((href) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href },
              injectTo: 'head' as const,
            })),
            { tag: 'script', children: script, injectTo: 'body' },
          ],
        };
      },
    },
  };
}

/**
 * The service worker (src/features/offline/sw.ts, built to dist/sw.js) and its precache list: the
 * app shell (every built script and style, the icons, the manifest) and the page itself under `/`,
 * because the server refuses `/index.html` and answers `/` with the page (web.plugin.ts). The
 * manifest is public/manifest.webmanifest as it is; main.tsx registers the worker itself.
 */
function serviceWorker(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/features/offline',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // PayPal's return page is a separate page, not the app's shell.
      globIgnores: ['paypal-return.*', 'sw.js'],
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) =>
            entry.url === 'index.html' ? { ...entry, url: '/' } : entry,
          ),
          warnings: [],
        }),
      ],
    },
  });
}

/** A module of one of the packages (pnpm's `.pnpm/<name>@<version>` folders), its scripts only. */
function packagesTest(names: string[], subpath = ''): RegExp {
  // The CSS Mantine's styles.ts imports stays in the entry's stylesheet.
  return new RegExp(
    `^(?!.*\\.css$).*[\\\\/]node_modules[\\\\/]\\.pnpm[\\\\/](?:${names.join('|')})@[^\\\\/]+[\\\\/]node_modules[\\\\/]${subpath}`,
  );
}

/**
 * A group's test that also takes one of main.tsx's start-up stages (src/app/stages/<stage>.ts): the
 * stage's dynamic import then loads and evaluates the group's chunk itself, in a task of its own,
 * without a chunk of its own for the few lines of the stage.
 */
function withStage(test: RegExp, stage: string): (id: string) => boolean {
  const stageModule = new RegExp(`[\\\\/]src[\\\\/]app[\\\\/]stages[\\\\/]${stage}\\.ts$`);
  return (id) => test.test(id) || stageModule.test(id);
}

/**
 * The libraries every page starts with, one chunk each instead of one per component or helper (some
 * forty files at start-up, each a preload link whose insertion costs the main thread): fewer
 * requests, and each start-up stage of main.tsx evaluates whole chunks. Mantine's components stay
 * with the pages that use them; its core (provider, Box, styles API), hooks and helpers are one chunk.
 */
/**
 * The Mantine components the first screens use (header, latest results, controls, dialogs' toasts):
 * with Mantine's core in the one chunk. Components only other pages use stay in their own chunks.
 */
const FIRST_SCREEN_COMPONENTS = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'Badge',
  'Button',
  'Center',
  'Checkbox',
  'CloseButton',
  'Combobox',
  'Container',
  'Divider',
  'FocusTrap',
  'Group',
  'Input',
  'InputBase',
  'List',
  'Loader',
  'NativeSelect',
  'Notification',
  'Overlay',
  'Paper',
  'PasswordInput',
  'Popover',
  'Portal',
  'Progress',
  'Skeleton',
  'Stack',
  'Text',
  'TextInput',
  'Title',
  'Transition',
  'UnstyledButton',
  'VisuallyHidden',
];

const VENDOR_GROUPS = [
  // React itself apart from its renderer: the language stage (react-i18next) needs only the former.
  { name: 'react', test: packagesTest(['react']) },
  { name: 'react-dom', test: packagesTest(['react-dom', 'scheduler']) },
  {
    name: 'i18n',
    test: withStage(packagesTest(['i18next', 'react-i18next']), 'i18n-libraries'),
  },
  {
    name: 'router',
    test: withStage(packagesTest(['react-router', 'react-router-dom']), 'router-library'),
  },
  {
    name: 'query',
    test: withStage(
      packagesTest(['@tanstack\\+query-core', '@tanstack\\+react-query']),
      'query-library',
    ),
  },
  {
    name: 'mantine',
    test: packagesTest([
      '@mantine\\+hooks',
      '@mantine\\+store',
      '@floating-ui\\+[a-z-]+',
      'clsx',
      'react-remove-scroll',
      'react-remove-scroll-bar',
      'react-style-singleton',
      'use-callback-ref',
      'use-sidecar',
      'get-nonce',
      'detect-node-es',
      'tslib',
    ]),
  },
  {
    name: 'mantine',
    test: withStage(
      packagesTest(
        ['@mantine\\+core'],
        `@mantine[\\\\/]core[\\\\/]esm[\\\\/](?:core|components[\\\\/](?:${FIRST_SCREEN_COMPONENTS.join('|')}))[\\\\/]`,
      ),
      'mantine-library',
    ),
  },
];

// The API (apps/api) serves on 3000; in development the browser talks to Vite only, so cookies
// and server-sent events stay same-origin.
const api = 'http://127.0.0.1:3000';
const proxy = { '/api': api, '/paypal': api };

export default defineConfig({
  plugins: [react(), preloadLazyPage(), startAfterFirstPaint(), precompress(), serviceWorker()],
  server: { host: '127.0.0.1', proxy },
  preview: { host: '127.0.0.1', proxy },
  build: {
    target: 'es2022',
    // scripts/report-size.mjs reads the manifest to weigh the initial JavaScript of `/`.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_GROUPS } } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // Form tests type character by character through jsdom; on a busy 2-core machine a few take
    // longer than Vitest's 5 s default. Speed is measured by `pnpm bench:web`, not by timeouts here.
    testTimeout: 20_000,
  },
});
