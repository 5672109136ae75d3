import { describe, expect, it } from 'vitest';
import { StreamError, pieceOfData, readSseStream, textOfEvent } from './sse-parser.js';

describe('textOfEvent', () => {
  it('reads each supported field', () => {
    expect(textOfEvent({ delta: 'a' })).toBe('a');
    expect(textOfEvent({ choices: [{ delta: { content: 'b' } }] })).toBe('b');
    expect(textOfEvent({ content: 'c' })).toBe('c');
    expect(textOfEvent({ output_text: 'd' })).toBe('d');
    expect(textOfEvent({ text: 'e' })).toBe('e');
  });

  it('prefers delta over the other fields and ignores non-text values', () => {
    expect(textOfEvent({ delta: 'x', content: 'y' })).toBe('x');
    expect(textOfEvent({ delta: { role: 'assistant' }, text: 'z' })).toBe('z');
    expect(textOfEvent({ choices: [{ delta: {} }] })).toBe('');
    expect(textOfEvent(null)).toBe('');
    expect(textOfEvent(42)).toBe('');
  });
});

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });
}

describe('readSseStream', () => {
  it('decodes a multi-byte character split between chunks and stops at [DONE]', async () => {
    const bytes = new TextEncoder().encode(
      'data: {"delta":"café ✓"}\n\ndata: [DONE]\n\ndata: {"delta":"late"}\n',
    );
    // Split inside the two-byte "é" and the three-byte "✓".
    const cut1 = bytes.indexOf(0xc3) + 1;
    const cut2 = bytes.indexOf(0xe2) + 2;
    const texts: string[] = [];
    const done = await readSseStream(
      streamOf([bytes.slice(0, cut1), bytes.slice(cut1, cut2), bytes.slice(cut2)]),
      (t) => texts.push(t),
    );
    expect(done).toBe(true);
    expect(texts.join('')).toBe('café ✓');
  });

  it('rejects with the error a started stream reports', async () => {
    const texts: string[] = [];
    const read = readSseStream(
      streamOf([
        new TextEncoder().encode(
          'data: {"delta":"Par"}\n\ndata: {"error":"model failed"}\n\ndata: [DONE]\n\n',
        ),
      ]),
      (t) => texts.push(t),
    );
    await expect(read).rejects.toEqual(new StreamError('model failed'));
    expect(texts).toEqual(['Par']);
  });

  it('reports a stream that ends without [DONE]', async () => {
    const texts: string[] = [];
    const done = await readSseStream(
      streamOf([new TextEncoder().encode('data: {"text":"partial"}')]),
      (t) => texts.push(t),
    );
    expect(done).toBe(false);
    expect(texts).toEqual(['partial']);
  });
});

/** Reads text chunks as the network would deliver them; the texts shown and whether [DONE] came. */
async function readChunks(chunks: string[]): Promise<{ texts: string[]; done: boolean }> {
  const encoder = new TextEncoder();
  const texts: string[] = [];
  const done = await readSseStream(streamOf(chunks.map((c) => encoder.encode(c))), (t) =>
    texts.push(t),
  );
  return { texts, done };
}

describe('pieceOfData', () => {
  it('reads [DONE], an error, text, and skips empty or malformed data', () => {
    expect(pieceOfData('[DONE]')).toEqual({ kind: 'done' });
    expect(pieceOfData('{"error":"model failed"}')).toEqual({
      kind: 'error',
      message: 'model failed',
    });
    expect(pieceOfData('{"delta":" world"}')).toEqual({ kind: 'text', text: ' world' });
    expect(pieceOfData('{"delta":""}')).toBeNull();
    expect(pieceOfData('{oops')).toBeNull();
    expect(pieceOfData('')).toBeNull();
  });
});

describe('readSseStream over the event protocol', () => {
  it('reads events and stops at [DONE]', async () => {
    expect(
      await readChunks(['data: {"delta":"Hel"}\n\ndata: {"delta":"lo"}\n\ndata: [DONE]\n\n']),
    ).toEqual({ texts: ['Hel', 'lo'], done: true });
  });

  it('joins an event split across chunks, even inside the JSON', async () => {
    expect(
      await readChunks([
        'data: {"choices":[{"del',
        'ta":{"content":"Hi there"}}]}',
        '\n\nda',
        'ta: [DO',
        'NE]\n\n',
      ]),
    ).toEqual({ texts: ['Hi there'], done: true });
  });

  it('handles CRLF line ends, data without a space, comments, event names and malformed JSON', async () => {
    expect(
      await readChunks([
        ': keep-alive\r\n\r\ndata:{"text":"a"}\r\n\r\nevent: x\r\ndata: {oops\r\n\r\ndata: {"text":"b"}\r\n\r\n',
      ]),
    ).toEqual({ texts: ['a', 'b'], done: false });
  });
});
