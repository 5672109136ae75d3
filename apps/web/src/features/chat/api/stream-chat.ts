import type { ChatBody } from '@pick3/contract';
import { readSseStream } from '../sse-parser.js';

export type ChatRequest = ChatBody;

/**
 * POST /api/chat and read the event stream, calling `onText` per streamed piece. Rejects on a
 * non-OK answer or a response without a body ("no stream"), and with an AbortError on abort.
 */
export async function streamChat(
  request: ChatRequest,
  signal: AbortSignal,
  onText: (text: string) => void,
): Promise<void> {
  const response = await fetch('/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(request),
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  if (!response.body) throw new Error('No stream');
  await readSseStream(response.body, onText);
}
