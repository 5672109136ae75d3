import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isOfflineReadable, isStorableAnswer } from './cache-policy.js';

const ORIGIN = 'https://pick3.example';
const readable = (path: string, method = 'GET') =>
  isOfflineReadable(method, new URL(path, ORIGIN), ORIGIN);

describe('isOfflineReadable (the allow-list)', () => {
  it('allows the public reading GETs, per state and parameters', () => {
    for (const path of [
      '/api/lottery-analysis?state=TX&limit=730&timeFilter=all',
      '/api/lottery-analysis?state=GA',
      '/api/pools/1-1?state=GA&drawTime=EVE',
      '/api/draws/lookup?state=TX&number=123',
      '/api/states',
    ])
      expect(readable(path), path).toBe(true);
  });

  it('never allows personal or state-changing endpoints', () => {
    for (const path of [
      '/api/cart',
      '/api/cart/items/1',
      '/api/me',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/signup',
      '/api/auth/passcode',
      '/api/auth/passcode/status',
      '/api/aert',
      '/api/aert/history',
      '/api/purchased-numbers',
      '/api/payments/create-order',
      '/api/payments/capture-order',
      '/api/subscription',
      '/api/chat',
      '/api/tts',
      '/api/refresh',
      '/api/health',
      '/api/expected-results',
      // Look-alikes of allowed paths.
      '/api/lottery-analysis/x',
      '/api/lottery-analysisx',
      '/api/pools/1-1/history',
      '/api/states/TX/coverage',
      '/API/STATES',
      '/',
    ])
      expect(readable(path), path).toBe(false);
  });

  it('allows GET only, on this origin only', () => {
    expect(readable('/api/lottery-analysis?state=TX', 'POST')).toBe(false);
    expect(readable('/api/pools/1-1', 'DELETE')).toBe(false);
    expect(isOfflineReadable('GET', new URL('https://other.example/api/states'), ORIGIN)).toBe(
      false,
    );
  });

  it('matches no path the account, cart, alerts, payments, chat and gate features call', () => {
    // The fetchers' own sources: a new personal endpoint that happens to look like an allowed one
    // fails here, not in a user's cache.
    const features = join(__dirname, '..');
    const personal = ['alerts', 'auth', 'cart', 'chat', 'gate', 'payments', 'profile'];
    const seen: string[] = [];
    for (const feature of personal) {
      const dir = join(features, feature, 'api');
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
        const source = readFileSync(join(dir, file), 'utf8');
        for (const [path] of source.matchAll(/\/api\/[A-Za-z0-9/_-]*/g)) {
          seen.push(path);
          // The gate's fallback probe reads the public states list, which is readable offline.
          if (feature === 'gate' && path === '/api/states') continue;
          expect(readable(path), `${feature}/api/${file}: ${path}`).toBe(false);
        }
      }
    }
    expect(seen).toContain('/api/cart');
    expect(seen).toContain('/api/me');
  });
});

describe('isStorableAnswer', () => {
  const answer = (status: number, cacheControl?: string, type = 'basic') => ({
    status,
    type,
    headers: new Headers(cacheControl === undefined ? {} : { 'cache-control': cacheControl }),
  });

  it('stores complete shareable answers', () => {
    expect(isStorableAnswer(answer(200, 'public, max-age=120'))).toBe(true);
    expect(isStorableAnswer(answer(200))).toBe(true);
    // What the passcode gate sends on the public data it guards: not for shared caches, fine here.
    expect(isStorableAnswer(answer(200, 'private, max-age=120'))).toBe(true);
  });

  it('refuses no-store, errors, partial and cross-origin answers', () => {
    expect(isStorableAnswer(answer(200, 'private, no-store'))).toBe(false);
    expect(isStorableAnswer(answer(200, 'no-store'))).toBe(false);
    expect(isStorableAnswer(answer(404))).toBe(false);
    expect(isStorableAnswer(answer(500))).toBe(false);
    expect(isStorableAnswer(answer(206))).toBe(false);
    expect(isStorableAnswer(answer(200, undefined, 'opaque'))).toBe(false);
    expect(isStorableAnswer(answer(200, undefined, 'cors'))).toBe(false);
  });
});
