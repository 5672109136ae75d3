import { describe, expect, it } from 'vitest';
import { pageRedirect } from './page-redirects.js';

describe('pageRedirect', () => {
  it('sends /pools to the first pool, in any case and with a trailing slash', () => {
    expect(pageRedirect('/pools')).toBe('/pools/1-1');
    expect(pageRedirect('/Pools/')).toBe('/pools/1-1');
  });

  it('sends a pool address to the pool it means, and an unknown one to the first pool', () => {
    expect(pageRedirect('/pools/Pool 2,1')).toBe('/pools/2-1');
    expect(pageRedirect('/pools/9-9')).toBe('/pools/1-1');
    expect(pageRedirect('/pools/1-2/')).toBeUndefined();
  });

  it('leaves every pool page and every other page where it is', () => {
    for (const id of ['1-1', '1-2', '2-2', '2-1'])
      expect(pageRedirect(`/pools/${id}`)).toBeUndefined();
    for (const path of ['/', '/results/GA', '/profile', '/pools/1-1/x', '/lookup/123'])
      expect(pageRedirect(path)).toBeUndefined();
  });
});
