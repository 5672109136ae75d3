import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPageOf, routes } from './router.js';

const pages = routes[0]?.children ?? [];
const routeOf = (path: string) => pages.find((route) => route.path === path);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the page of an address, loaded ahead of the router', () => {
  it('loads a lazy page once, for its own address only', async () => {
    const results = routeOf('results/:state')!;
    const pools = routeOf('pools/:poolId')!;
    const loadResults = vi.spyOn(results, 'lazy' as never);
    const loadPools = vi.spyOn(pools, 'lazy' as never);
    await loadPageOf('/results/GA');
    expect(loadResults).toHaveBeenCalledTimes(1);
    expect(loadPools).not.toHaveBeenCalled();
  });

  it('loads nothing for the main page, which is in the app itself, or an unknown address', async () => {
    const lazyPages = pages.filter((route) => typeof route.lazy === 'function');
    expect(lazyPages.length).toBeGreaterThan(5);
    const spies = lazyPages.map((route) => vi.spyOn(route, 'lazy' as never));
    await loadPageOf('/');
    await loadPageOf('/no/such/page');
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
