import { describe, expect, it } from 'vitest';
import { loadPageOf, routes } from './router.js';

const pages = routes[0]?.children ?? [];
const routeOf = (path: string) => pages.find((route) => route.path === path);

describe('the page of an address, loaded ahead of the router (hydration)', () => {
  it("puts the address's lazy page in its route, and only that one", async () => {
    await loadPageOf('/results/GA');
    const results = routeOf('results/:state')!;
    expect(results.lazy).toBeUndefined();
    expect(typeof results.Component).toBe('function');
    expect(typeof routeOf('pools/:poolId')!.lazy).toBe('function');
  });

  it('loads the main page too (its own chunk), and changes nothing for an unknown address', async () => {
    const main = pages.find((route) => route.index === true)!;
    expect(typeof main.lazy).toBe('function');
    await loadPageOf('/');
    expect(main.lazy).toBeUndefined();
    expect(typeof main.Component).toBe('function');
    const lazyBefore = pages.filter((route) => typeof route.lazy === 'function').length;
    expect(lazyBefore).toBeGreaterThan(5);
    await loadPageOf('/no/such/page');
    expect(pages.filter((route) => typeof route.lazy === 'function')).toHaveLength(lazyBefore);
  });
});
