import { describe, expect, it } from 'vitest';
import { pushNotificationOf } from './push-notification.js';

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
