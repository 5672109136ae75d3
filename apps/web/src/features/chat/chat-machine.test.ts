import { describe, expect, it } from 'vitest';
import {
  GREETING,
  canSend,
  chatReducer,
  conversationForApi,
  initialChatState,
  sendButtonLabel,
  type ChatEvent,
  type ChatState,
} from './chat-machine.js';

function run(events: ChatEvent[], from: ChatState = initialChatState()): ChatState {
  return events.reduce(chatReducer, from);
}

describe('chat state machine', () => {
  it('starts idle with the greeting', () => {
    const s = initialChatState();
    expect(s.status).toBe('idle');
    expect(s.messages).toEqual([{ id: 0, role: 'assistant', content: GREETING() }]);
    expect(GREETING()).toBe('Hi! I can chat with text or voice. Try me!');
  });

  it('goes idle → thinking → responding → idle and streams into one reply', () => {
    let s = run([{ type: 'send', request: 1, text: '  What is a box?  ', at: 1000 }]);
    expect(s.status).toBe('thinking');
    expect(s.messages.at(-1)).toMatchObject({ role: 'user', content: 'What is a box?' });
    s = run([{ type: 'tick', at: 2350 }], s);
    expect(s.thinkingMs).toBe(1350);
    expect(sendButtonLabel(s)).toBe('1.4s');
    s = run([{ type: 'piece', request: 1, text: 'A box ' }], s);
    expect(s.status).toBe('responding');
    expect(sendButtonLabel(s)).toBe('responding...');
    s = run(
      [
        { type: 'tick', at: 9000 },
        { type: 'piece', request: 1, text: 'ignores order.' },
        { type: 'end', request: 1 },
      ],
      s,
    );
    expect(s.status).toBe('idle');
    expect(s.thinkingMs).toBe(1350); // the counter stopped at the first piece
    expect(s.messages.filter((m) => m.role === 'assistant').at(-1)?.content).toBe(
      'A box ignores order.',
    );
    expect(sendButtonLabel(s)).toBe('Send');
    expect(s.activeRequest).toBeNull();
  });

  it('does not send empty or blank input', () => {
    const s0 = initialChatState();
    expect(canSend('')).toBe(false);
    expect(canSend(' \n\t')).toBe(false);
    expect(chatReducer(s0, { type: 'send', request: 1, text: '   \n', at: 0 })).toBe(s0);
  });

  it('aborts from thinking or responding back to idle and ignores the late pieces', () => {
    let s = run([
      { type: 'send', request: 1, text: 'hi', at: 0 },
      { type: 'piece', request: 1, text: 'Hel' },
      { type: 'abort' },
    ]);
    expect(s.status).toBe('idle');
    s = run(
      [
        { type: 'piece', request: 1, text: 'lo' },
        { type: 'end', request: 1 },
        { type: 'tick', at: 5000 },
      ],
      s,
    );
    expect(s.messages.at(-1)?.content).toBe('Hel');
    expect(s.status).toBe('idle');
    const thinking = run(
      [{ type: 'send', request: 2, text: 'again', at: 0 }, { type: 'abort' }],
      s,
    );
    expect(thinking.status).toBe('idle');
    expect(thinking.thinkingSince).toBeNull();
  });

  it('a new send replaces the earlier request: its events no longer count', () => {
    let s = run([
      { type: 'send', request: 1, text: 'first', at: 0 },
      { type: 'send', request: 2, text: 'second', at: 500 },
      { type: 'piece', request: 1, text: 'old answer' },
      { type: 'end', request: 1 },
    ]);
    expect(s.status).toBe('thinking');
    expect(s.activeRequest).toBe(2);
    s = run(
      [
        { type: 'piece', request: 2, text: 'new answer' },
        { type: 'end', request: 2 },
      ],
      s,
    );
    expect(s.messages.map((m) => m.content)).toEqual([GREETING(), 'first', 'second', 'new answer']);
  });

  it('a failure returns to idle keeping what already streamed', () => {
    const s = run([
      { type: 'send', request: 1, text: 'q', at: 0 },
      { type: 'piece', request: 1, text: 'partial' },
      { type: 'fail', request: 1 },
    ]);
    expect(s.status).toBe('idle');
    expect(s.messages.at(-1)?.content).toBe('partial');
  });

  it('a stream that ends before any piece returns to idle without an empty reply', () => {
    const s = run([
      { type: 'send', request: 1, text: 'q', at: 0 },
      { type: 'piece', request: 1, text: '' },
      { type: 'end', request: 1 },
    ]);
    expect(s.status).toBe('idle');
    expect(s.messages.at(-1)).toMatchObject({ role: 'user', content: 'q' });
  });

  it('listens only from idle and leaves listening on a second press, recognition end or send', () => {
    let s = run([{ type: 'listen' }]);
    expect(s.status).toBe('listening');
    s = run([{ type: 'stop-listening' }], s);
    expect(s.status).toBe('idle');
    s = run([{ type: 'send', request: 1, text: 'q', at: 0 }, { type: 'listen' }], s);
    expect(s.status).toBe('thinking');
    s = run(
      [{ type: 'abort' }, { type: 'listen' }, { type: 'send', request: 2, text: 'spoken', at: 0 }],
      s,
    );
    expect(s.status).toBe('thinking');
    expect(run([{ type: 'listen' }, { type: 'abort' }]).status).toBe('idle');
  });

  it('sends every turn after the greeting to the API', () => {
    const s = run([
      { type: 'send', request: 1, text: 'one', at: 0 },
      { type: 'piece', request: 1, text: 'two' },
      { type: 'end', request: 1 },
      { type: 'send', request: 2, text: 'three', at: 0 },
    ]);
    expect(conversationForApi(s)).toEqual([
      { role: 'user', content: 'one' },
      { role: 'assistant', content: 'two' },
      { role: 'user', content: 'three' },
    ]);
  });

  it('keeps the newest 40 turns, starting with a user turn, each at most 4,000 characters', () => {
    let s = initialChatState();
    for (let i = 1; i <= 25; i++) {
      s = run(
        [
          { type: 'send', request: i, text: `q${i}`, at: 0 },
          { type: 'piece', request: i, text: i === 25 ? 'x'.repeat(5000) : `a${i}` },
          { type: 'end', request: i },
        ],
        s,
      );
    }
    const sent = conversationForApi(s);
    expect(sent).toHaveLength(40);
    expect(sent[0]).toEqual({ role: 'user', content: 'q6' });
    expect(sent.at(-1)?.content).toHaveLength(4000);
  });
});
