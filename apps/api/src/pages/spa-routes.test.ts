import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isAppPage, SPA_ROUTES } from './spa-routes.js';

const ROUTER = fileURLToPath(new URL('../../../web/src/app/router.tsx', import.meta.url));

/** The page paths router.tsx declares: '/' for its index route, '/x' for each `path: 'x'` but '*'. */
function routerPaths(source: string): string[] {
  const paths = [...source.matchAll(/\bpath:\s*['"]([^'"]+)['"]/g)]
    .map((m) => m[1]!)
    .filter((p) => p !== '*')
    .map((p) => `/${p.replace(/^\//, '')}`);
  if (/\bindex:\s*true\b/.test(source)) paths.push('/');
  return paths;
}

describe('SPA_ROUTES', () => {
  it("is the web router's list of pages", () => {
    const source = readFileSync(ROUTER, 'utf8');
    const fromRouter = routerPaths(source);
    // The parse itself must find the router's pages, or the comparison would prove nothing.
    expect(fromRouter).toContain('/lookup/:number');
    expect(source).toContain("path: '*'");
    expect([...SPA_ROUTES].sort()).toEqual([...fromRouter].sort());
  });

  it('matches pages like the router does', () => {
    for (const path of [
      '/',
      '/skips',
      '/SKIPS/',
      '/pools',
      '/pools/1-1',
      '/lookup/123',
      '/alerts',
      '/results/GA',
    ])
      expect(isAppPage(path), path).toBe(true);
    for (const path of ['/no/such/page', '/lookup', '/lookup/1/2', '/skipsx', '/pools/1-1/x', '/x'])
      expect(isAppPage(path), path).toBe(false);
  });
});
