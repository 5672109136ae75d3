import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetAccountData } from './logout.js';

describe('forgetAccountData', () => {
  it('drops every cached answer of the account, its cart and plays, and keeps the public ones', () => {
    const client = new QueryClient();
    const keys = [
      ['/api/me'],
      ['/api/me/subscription'],
      ['/api/me/visitor-plays'],
      ['/api/cart'],
      ['/api/purchased-numbers'],
      ['/api/aert'],
      ['/api/expected-results', { sessionId: 'purchase-1' }],
      ['/api/states'],
      ['/api/lottery-analysis', { state: 'GA' }],
      ['/api/medley'],
    ];
    for (const key of keys) client.setQueryData(key, { cached: true });
    forgetAccountData(client);
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey[0]),
    ).toEqual(['/api/states', '/api/lottery-analysis', '/api/medley']);
  });
});
