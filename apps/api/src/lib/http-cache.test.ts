import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits, negotiateCoding } from './http-cache.js';

describe('negotiateCoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', undefined],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['GZIP;q=0.5', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip, br', 'br'],
  ])('%j → %j', (header, expected) => {
    expect(negotiateCoding(header)).toBe(expected);
  });
});

describe('ifNoneMatchHits', () => {
  const etag = '"abc123"';
  it.each([
    [undefined, false],
    ['"abc123"', true],
    ['W/"abc123"', true],
    ['"abc123-gzip"', true],
    ['"abc123-br"', true],
    ['"other", "abc123"', true],
    ['"abc12"', false],
    ['"abc123x"', false],
    ['*', true],
  ])('%j → %j', (header, expected) => {
    expect(ifNoneMatchHits(header, etag)).toBe(expected);
  });
});
