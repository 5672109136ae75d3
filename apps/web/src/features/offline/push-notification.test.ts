import { describe, expect, it } from 'vitest';
import {
  openNotificationPage,
  pushNotificationOf,
  type ClientsLike,
  type WindowClientLike,
} from './push-notification.js';

describe('pushNotificationOf', () => {
  it('shows the title, body and language the server wrote, and opens its page', () => {
    expect(
      pushNotificationOf(
        JSON.stringify({
          title: 'Salió 610 en GA',
          body: 'Evening 27/11/2026. Coincide con tus números seguidos 016 (box).',
          url: '/lookup/610?state=GA',
          tag: 'hit-GA-2026-11-27-EVE',
          lang: 'es',
        }),
      ),
    ).toEqual({
      title: 'Salió 610 en GA',
      body: 'Evening 27/11/2026. Coincide con tus números seguidos 016 (box).',
      url: '/lookup/610?state=GA',
      tag: 'hit-GA-2026-11-27-EVE',
      lang: 'es',
    });
  });

  it('never opens another site from a click', () => {
    for (const url of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      42,
    ]) {
      expect(pushNotificationOf(JSON.stringify({ title: 'x', url }))?.url).toBe('/');
    }
  });

  it('shows nothing for a message that is not one of ours', () => {
    for (const data of [
      null,
      undefined,
      '',
      'not json',
      '"text"',
      '{}',
      '{"title":"  "}',
      'null',
    ]) {
      expect(pushNotificationOf(data)).toBeNull();
    }
  });
});

/** The service worker's window clients (a browser API), recording what the click asked of them. */
function browserClients(urls: string[]) {
  const calls: string[] = [];
  const windows: WindowClientLike[] = urls.map((url) => ({
    url,
    focus: async () => calls.push(`focus ${url}`),
    navigate: async (to: string) => calls.push(`navigate ${url} -> ${to}`),
  }));
  const clients: ClientsLike = {
    matchAll: async (options) => {
      calls.push(`matchAll ${options.type} ${String(options.includeUncontrolled)}`);
      return windows;
    },
    openWindow: async (to: string) => calls.push(`open ${to}`),
  };
  return { clients, calls };
}

describe('openNotificationPage (notificationclick)', () => {
  const origin = 'https://pick3.example';

  it("focuses the app's open window and sends it to the notification's page", async () => {
    const { clients, calls } = browserClients(['https://other.example/', `${origin}/pools/1-1`]);
    const target = await openNotificationPage({ url: '/results/GA' }, clients, origin);
    expect(target).toBe(`${origin}/results/GA`);
    expect(calls).toEqual([
      'matchAll window true',
      `focus ${origin}/pools/1-1`,
      `navigate ${origin}/pools/1-1 -> ${origin}/results/GA`,
    ]);
  });

  it('opens a new window when none of this app is open', async () => {
    const { clients, calls } = browserClients(['https://other.example/']);
    await openNotificationPage({ url: '/lookup/610?state=GA' }, clients, origin);
    expect(calls).toEqual(['matchAll window true', `open ${origin}/lookup/610?state=GA`]);
  });

  it('opens the home page for data without a path of this app', async () => {
    for (const data of [
      null,
      undefined,
      'x',
      {},
      { url: 'https://evil.example/' },
      { url: '//evil.example/' },
    ]) {
      const { clients, calls } = browserClients([]);
      expect(await openNotificationPage(data, clients, origin)).toBe(`${origin}/`);
      expect(calls.at(-1)).toBe(`open ${origin}/`);
    }
  });
});
