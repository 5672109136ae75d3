/**
 * Parser for the chat's server-sent event stream (spec §7 POST /api/chat): `data: {json}` lines
 * ending with `data: [DONE]`. Network chunks break anywhere, including inside a line or a UTF-8
 * sequence, so the parser keeps the unfinished tail until its line end arrives.
 */

export type SsePiece =
  { kind: 'text'; text: string } | { kind: 'error'; message: string } | { kind: 'done' };

/** A failure the server reports inside an already started stream (`data: {"error":"…"}`). */
export class StreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StreamError';
  }
}

export interface SseParser {
  /** Feeds one decoded chunk; returns the pieces of every line completed by it. */
  push(chunk: string): SsePiece[];
  /** Ends the stream: a last line without a line end still counts. */
  flush(): SsePiece[];
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

function parseLine(rawLine: string): SsePiece | null {
  const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
  if (!line.startsWith('data:')) return null; // comments (':'), event names, ids, blank separators
  const data = line.slice(5).replace(/^ /, '');
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

export function createSseParser(): SseParser {
  let tail = '';
  const take = (lines: string[]): SsePiece[] => {
    const pieces: SsePiece[] = [];
    for (const line of lines) {
      const piece = parseLine(line);
      if (piece) pieces.push(piece);
    }
    return pieces;
  };
  return {
    push(chunk) {
      const lines = (tail + chunk).split('\n');
      tail = lines.pop() ?? '';
      return take(lines);
    },
    flush() {
      const last = tail;
      tail = '';
      return take([last]);
    },
  };
}

/**
 * Reads a streamed response body to its end or `[DONE]`, calling `onText` per piece. Resolves
 * true when `[DONE]` was seen; rejects with a StreamError when the server reports a failure. Decoding with `stream: true` keeps multi-byte characters that are
 * split between chunks intact.
 */
export async function readSseStream(
  body: ReadableStream<Uint8Array>,
  onText: (text: string) => void,
): Promise<boolean> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  const handle = (pieces: SsePiece[]): boolean => {
    for (const piece of pieces) {
      if (piece.kind === 'done') return true;
      if (piece.kind === 'error') throw new StreamError(piece.message);
      onText(piece.text);
    }
    return false;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return handle(parser.push(decoder.decode())) || handle(parser.flush());
      if (handle(parser.push(decoder.decode(value, { stream: true })))) {
        // The server may keep the connection open after [DONE]; stop reading it.
        await reader.cancel().catch(() => undefined);
        return true;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
