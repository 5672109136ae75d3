import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.js';

describe('LruCache', () => {
  it('evicts the least recently used entry beyond maxEntries', () => {
    const cache = new LruCache<string, number>({ maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('keeps the summed size under maxSize and refuses a value larger than the budget', () => {
    const cache = new LruCache<string, string>({
      maxEntries: 10,
      maxSize: 10,
      sizeOf: (v) => v.length,
    });
    cache.set('a', 'xxxx');
    cache.set('b', 'xxxx');
    cache.set('c', 'xxxx');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.totalSize).toBe(8);
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.totalSize).toBe(8);
  });

  it('replaces a value and accounts its new size', () => {
    const cache = new LruCache<string, string>({
      maxEntries: 10,
      maxSize: 100,
      sizeOf: (v) => v.length,
    });
    cache.set('a', 'xx');
    cache.set('a', 'xxxxx');
    expect(cache.totalSize).toBe(5);
    expect(cache.size).toBe(1);
  });

  it('deletes by predicate and clears', () => {
    const cache = new LruCache<string, number>({ maxEntries: 10 });
    cache.set('GA|1', 1);
    cache.set('GA|2', 2);
    cache.set('TX|1', 3);
    cache.deleteWhere((key) => key.startsWith('GA|'));
    expect(cache.size).toBe(1);
    expect(cache.get('TX|1')).toBe(3);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.totalSize).toBe(0);
  });
});
