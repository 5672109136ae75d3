import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageAssets } from './app-renderer.js';

const WEB_MANIFEST = fileURLToPath(
  new URL('../../../web/dist/.vite/manifest.json', import.meta.url),
);

describe('pageAssets', () => {
  it("links the entry, its static imports and the build's one style file", () => {
    // The shape Vite writes with `cssCodeSplit: false`: no chunk names a CSS file, the one style file
    // is filed under `style.css`, and the app the entry starts is a dynamic import (not preloaded).
    const manifest = {
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_shared-2.js'],
        dynamicImports: ['src/start.tsx'],
      },
      '_shared-2.js': { file: 'assets/shared-2.js' },
      'src/start.tsx': { file: 'assets/start-3.js', imports: ['_shared-2.js'] },
      'style.css': { file: 'assets/style-4.css' },
    };
    expect(pageAssets(manifest)).toEqual({
      script: '/assets/index-1.js',
      preloads: ['/assets/shared-2.js'],
      styles: ['/assets/style-4.css'],
    });
  });

  it('collects the CSS of split chunks when the build splits its style', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_a-2.js'],
        css: ['assets/index-1.css'],
      },
      '_a-2.js': { file: 'assets/a-2.js', css: ['assets/a-2.css', 'assets/index-1.css'] },
    };
    expect(pageAssets(manifest).styles).toEqual(['/assets/index-1.css', '/assets/a-2.css']);
  });

  // The web build is made before the API's tests (the page tests render with it too).
  it('links one style file and the entry of the real web build', () => {
    const assets = pageAssets(JSON.parse(readFileSync(WEB_MANIFEST, 'utf8')));
    expect(assets.script).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(assets.styles).toHaveLength(1);
    expect(assets.styles[0]).toMatch(/^\/assets\/style-[\w-]+\.css$/);
  });
});
