import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, getQueryFn, queryKeyToUrl } from './api-client.js';

// The network edge: a fake fetch answering like the API would.
function answer(status: number, body: string, statusText = '') {
  const fetchFake = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText }),
  );
  vi.stubGlobal('fetch', fetchFake);
  return fetchFake;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends cookies and a JSON body with its content type', async () => {
    const fetchFake = answer(200, '{"ok":true}');
    await expect(apiFetch('/api/x', { method: 'POST', json: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const init = fetchFake.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('throws "status: body text" with the parsed body and code (spec §8)', async () => {
    answer(401, '{"statusCode":401,"code":"INVALID_PASSCODE","message":"Invalid passcode"}');
    const error = await apiFetch('/api/auth/passcode').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(401);
    expect(apiError.code).toBe('INVALID_PASSCODE');
    expect(apiError.serverMessage).toBe('Invalid passcode');
    expect(apiError.message).toBe(
      '401: {"statusCode":401,"code":"INVALID_PASSCODE","message":"Invalid passcode"}',
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    answer(503, '', 'Service Unavailable');
    await expect(apiFetch('/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('default query function', () => {
  it('joins the key parts with slashes and turns an object part into the query string', () => {
    expect(queryKeyToUrl(['/api/cart'])).toBe('/api/cart');
    expect(queryKeyToUrl(['/api/pools', '1-1'])).toBe('/api/pools/1-1');
    expect(
      queryKeyToUrl(['/api/lottery-analysis', { state: 'TX', limit: 730, skip: undefined }]),
    ).toBe('/api/lottery-analysis?state=TX&limit=730');
  });

  it('throws on 401 by default and returns null when asked to', async () => {
    answer(401, 'no');
    const client = new QueryClient();
    await expect(
      client.fetchQuery({ queryKey: ['/api/me'], queryFn: getQueryFn({ on401: 'throw' }) }),
    ).rejects.toThrow('401: no');
    await expect(
      client.fetchQuery({ queryKey: ['/api/me2'], queryFn: getQueryFn({ on401: 'returnNull' }) }),
    ).resolves.toBeNull();
  });
});
