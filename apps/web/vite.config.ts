import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
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

// The API (apps/api) serves on 3000; in development the browser talks to Vite only, so cookies
// and server-sent events stay same-origin.
const api = 'http://127.0.0.1:3000';
const proxy = { '/api': api, '/paypal': api };

// `vite build` writes the browser's app (dist/); `vite build --ssr src/entry-server.tsx` the server's
// render of it (dist-server/, loaded by apps/api's pages/), without the browser-only plugins.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompress(), serviceWorker()],
  server: { host: '127.0.0.1', proxy },
  preview: { host: '127.0.0.1', proxy },
  build: {
    target: 'es2022',
    // scripts/report-size.mjs and apps/api (the page's script and style links) read the manifest.
    manifest: !isSsrBuild,
    // One style file for every page, linked in the head (apps/api pages/page-document.ts): the
    // server's HTML of any page, lazy parts included, is styled at its first paint and without
    // JavaScript; split per chunk, a part's style arrived only with its script, after that paint.
    cssCodeSplit: false,
    // No <link rel="modulepreload"> per dependency of a dynamic import: main.tsx's import of the app
    // added one per file of the start graph (46), in one task that cost a phone 150 ms (Lighthouse's
    // long tasks, docs/BENCHMARKS.md). The browser fetches a chunk's imports itself once it has the
    // chunk; the chunks list every file they need at their top (Rollup's hoisted imports).
    modulePreload: false,
    ...(isSsrBuild && { outDir: 'dist-server', copyPublicDir: false }),
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // One module graph and one jsdom for the files of a worker, not one each: building a jsdom and
    // importing React, Mantine and the app again for every one of ~100 files was 80 % of the
    // suite's time (162 s alone on an idle machine, 984 s in npm test; 31 s so). What a test leaves
    // in a module or the page is put back after it (src/testing/setup.ts), and stubs and spies here.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    restoreMocks: true,
    // Form tests type character by character through jsdom: ~5 s for a signup form at load 12, and
    // past 20 s once in CI beside the browser and API suites. A timeout here catches a hang, not
    // slowness: speed is measured by `pnpm bench:web`.
    testTimeout: 60_000,
  },
}));
