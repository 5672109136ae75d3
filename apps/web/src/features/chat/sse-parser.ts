/**
 * Reads the chat's server-sent event stream (spec §7 POST /api/chat): `data: {json}` events ending
 * with `data: [DONE]`. eventsource-parser does the protocol (events end at a blank line, CRLF,
 * comments, a line split anywhere across network chunks); this file reads each event's data.
 */
import { createParser } from 'eventsource-parser';

export type SsePiece =
  { kind: 'text'; text: string } | { kind: 'error'; message: string } | { kind: 'done' };

/** A failure the server reports inside an already started stream (`data: {"error":"…"}`). */
export class StreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StreamError';
  }
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

/**
 * The text of one event, read from the first field that carries it: `delta`,
 * `choices[0].delta.content`, `content`, `output_text` or `text`.
 */
export function textOfEvent(json: unknown): string {
  if (typeof json === 'string') return json;
  if (!isRecord(json)) return '';
  if (typeof json.delta === 'string') return json.delta;
  const choices = json.choices;
  if (Array.isArray(choices)) {
    const first: unknown = choices[0];
    if (isRecord(first) && isRecord(first.delta) && typeof first.delta.content === 'string') {
      return first.delta.content;
    }
  }
  for (const key of ['content', 'output_text', 'text'] as const) {
    const value = json[key];
    if (typeof value === 'string') return value;
  }
  return '';
}

/** One event's data: the end, a failure, a piece of text, or null when it carries nothing to show. */
export function pieceOfData(data: string): SsePiece | null {
  if (data.trim() === '[DONE]') return { kind: 'done' };
  if (data.trim() === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null; // a malformed event is skipped rather than ending the reply
  }
  if (isRecord(json) && typeof json.error === 'string')
    return { kind: 'error', message: json.error };
  const text = textOfEvent(json);
  return text === '' ? null : { kind: 'text', text };
}

/**
 * Reads a streamed response body to its end or `[DONE]`, calling `onText` per piece. Resolves
 * true when `[DONE]` was seen; rejects with a StreamError when the server reports a failure.
 * Decoding with `stream: true` keeps multi-byte characters that are split between chunks intact.
 */
export async function readSseStream(
  body: ReadableStream<Uint8Array>,
  onText: (text: string) => void,
): Promise<boolean> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const pieces: SsePiece[] = [];
  const parser = createParser({
    onEvent(event) {
      const piece = pieceOfData(event.data);
      if (piece) pieces.push(piece);
    },
  });
  const handle = (): boolean => {
    for (const piece of pieces.splice(0)) {
      if (piece.kind === 'done') return true;
      if (piece.kind === 'error') throw new StreamError(piece.message);
      onText(piece.text);
    }
    return false;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        // A last event cut off before its blank line still counts.
        parser.feed(decoder.decode() + '\n\n');
        return handle();
      }
      parser.feed(decoder.decode(value, { stream: true }));
      if (handle()) {
        // The server may keep the connection open after [DONE]; stop reading it.
        await reader.cancel().catch(() => undefined);
        return true;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
