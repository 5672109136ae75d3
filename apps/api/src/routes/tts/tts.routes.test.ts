import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithDatabase } from '../../testing/accounts.js';
import {
  FAKE_MP3_HEADER,
  startFakeOpenai,
  type FakeOpenai,
} from '../../testing/fake-openai.server.js';
import { buildTestApp } from '../../testing/test-app.js';

describeWithDatabase('speech', (database) => {
  let openai: FakeOpenai;
  beforeAll(async () => {
    openai = await startFakeOpenai();
  });
  afterAll(async () => openai.close());

  it('answers 503 TTS_OFFLINE without a model, so the web falls back to the browser voice', async () => {
    const app = await buildTestApp(database());
    const response = await app.inject({
      method: 'POST',
      url: '/api/tts',
      payload: { text: 'Hello', voice: 'nova', format: 'mp3' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'TTS_OFFLINE' });
    await app.close();
  });

  it('returns MP3 bytes from the model server, with nova as the default voice', async () => {
    const app = await buildTestApp(database(), {
      OPENAI_API_KEY: openai.apiKey,
      OPENAI_BASE_URL: openai.baseURL,
      OPENAI_TTS_MODEL: 'tts-test',
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/tts',
      payload: { text: 'Your number 610 hit.' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.rawPayload.subarray(0, FAKE_MP3_HEADER.length).equals(FAKE_MP3_HEADER)).toBe(
      true,
    );
    const sent = JSON.parse(openai.received.at(-1)?.body ?? '{}') as Record<string, unknown>;
    expect(sent).toMatchObject({
      model: 'tts-test',
      input: 'Your number 610 hit.',
      voice: 'nova',
      response_format: 'mp3',
    });

    expect(
      (await app.inject({ method: 'POST', url: '/api/tts', payload: { text: '' } })).statusCode,
    ).toBe(400);
    const long = await app.inject({
      method: 'POST',
      url: '/api/tts',
      payload: { text: 'x'.repeat(4097) },
    });
    expect(long.json()).toMatchObject({ statusCode: 400, field: 'text' });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/tts',
          payload: { text: 'hi', format: 'wav' },
        })
      ).statusCode,
    ).toBe(400);
    await app.close();
  });
});
