import { describe, expect, it } from 'vitest';
import { StreamError, createSseParser, readSseStream, textOfEvent } from './sse-parser.js';

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

describe('createSseParser', () => {
  it('parses complete lines and [DONE]', () => {
    const p = createSseParser();
    expect(p.push('data: {"delta":"Hel"}\n\ndata: {"delta":"lo"}\n\ndata: [DONE]\n\n')).toEqual([
      { kind: 'text', text: 'Hel' },
      { kind: 'text', text: 'lo' },
      { kind: 'done' },
    ]);
  });

  it('joins a line split across chunks, even inside the JSON', () => {
    const p = createSseParser();
    expect(p.push('data: {"choices":[{"del')).toEqual([]);
    expect(p.push('ta":{"content":"Hi there"}}]}')).toEqual([]);
    expect(p.push('\n\nda')).toEqual([{ kind: 'text', text: 'Hi there' }]);
    expect(p.push('ta: [DO')).toEqual([]);
    expect(p.push('NE]\n')).toEqual([{ kind: 'done' }]);
  });

  it('handles CRLF line ends, data without a space, comments and malformed JSON', () => {
    const p = createSseParser();
    const pieces = p.push(
      ': keep-alive\r\ndata:{"text":"a"}\r\nevent: x\r\ndata: {oops\r\ndata: {"text":"b"}\r\n',
    );
    expect(pieces).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'text', text: 'b' },
    ]);
  });

  it('keeps spaces that belong to the text and skips empty pieces', () => {
    const p = createSseParser();
    expect(p.push('data: {"delta":" world"}\ndata: {"delta":""}\n')).toEqual([
      { kind: 'text', text: ' world' },
    ]);
  });

  it('reports an error event', () => {
    const p = createSseParser();
    expect(p.push('data: {"delta":"Hi"}\ndata: {"error":"model failed"}\ndata: [DONE]\n')).toEqual([
      { kind: 'text', text: 'Hi' },
      { kind: 'error', message: 'model failed' },
      { kind: 'done' },
    ]);
  });

  it('flushes a last line that has no line end', () => {
    const p = createSseParser();
    expect(p.push('data: {"content":"end"}')).toEqual([]);
    expect(p.flush()).toEqual([{ kind: 'text', text: 'end' }]);
    expect(p.flush()).toEqual([]);
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
