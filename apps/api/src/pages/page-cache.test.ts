import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.js';

/** A build that waits until released, counting its calls. */
function gatedBuild(html: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const build = { calls: 0, release: () => release() };
  const run = async () => {
    build.calls += 1;
    await gate;
    return html;
  };
  return { build, run };
}

describe('PageCache.getOrBuild', () => {
  it('builds a page once for requests that miss together, and serves the kept one after', async () => {
    const cache = new PageCache();
    const list = {};
    const { build, run } = gatedBuild('<p>GA</p>');
    const waiting = Array.from({ length: 50 }, () => cache.getOrBuild('k', list, run));
    build.release();
    const pages = await Promise.all(waiting);
    expect(build.calls).toBe(1);
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]!.bytes.toString()).toBe('<p>GA</p>');
    expect(await cache.getOrBuild('k', list, run)).toBe(pages[0]);
    expect(build.calls).toBe(1);
  });

  it('builds again for a new states list, and after a failed build', async () => {
    const cache = new PageCache();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('render failed'));
    };
    await expect(cache.getOrBuild('k', undefined, failing)).rejects.toThrow('render failed');
    const first = { page: '<p>1</p>' };
    const built = await cache.getOrBuild('k', first, () => Promise.resolve(first.page));
    expect(built.bytes.toString()).toBe('<p>1</p>');
    const next = await cache.getOrBuild('k', {}, () => Promise.resolve('<p>2</p>'));
    expect(next.bytes.toString()).toBe('<p>2</p>');
    expect(calls).toBe(1);
  });
});
