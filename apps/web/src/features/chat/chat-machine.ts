import { t } from '../../i18n/i18n.js';
/**
 * The chat panel's state machine (spec §4 "Chat status"), kept pure so every transition is tested
 * without a browser: idle → thinking (send) → responding (first streamed piece) → idle (end).
 * Closing the panel or clicking outside aborts; a new send replaces the earlier request. Events of
 * a request that is no longer active (aborted or replaced) are ignored, which is what makes a late
 * chunk of an aborted stream harmless.
 */

export type ChatRole = 'user' | 'assistant';
export type ChatStatus = 'idle' | 'listening' | 'thinking' | 'responding';

export interface ChatMessage {
  id: number;
  role: ChatRole;
  content: string;
}

export interface ChatState {
  status: ChatStatus;
  messages: ChatMessage[];
  /** The request whose stream may still change the state; null when none is in flight. */
  activeRequest: number | null;
  /** Id of the assistant message the active request streams into, once the first piece arrived. */
  replyId: number | null;
  nextMessageId: number;
  thinkingSince: number | null;
  /** Elapsed thinking time shown on the send button, updated by `tick` every 0.1 s. */
  thinkingMs: number;
}

export type ChatEvent =
  | { type: 'send'; request: number; text: string; at: number }
  | { type: 'tick'; at: number }
  | { type: 'piece'; request: number; text: string }
  | { type: 'end'; request: number }
  | { type: 'fail'; request: number }
  | { type: 'abort' }
  | { type: 'listen' }
  | { type: 'stop-listening' };

export const GREETING = () => t('chat.greeting');
export const THINKING_TICK_MS = 100;

export function initialChatState(): ChatState {
  return {
    status: 'idle',
    messages: [{ id: 0, role: 'assistant', content: GREETING() }],
    activeRequest: null,
    replyId: null,
    nextMessageId: 1,
    thinkingSince: null,
    thinkingMs: 0,
  };
}

/** Empty or blank input is never sent (spec §5). */
export function canSend(text: string): boolean {
  return text.trim().length > 0;
}

function settle(state: ChatState): ChatState {
  return { ...state, status: 'idle', activeRequest: null, replyId: null, thinkingSince: null };
}

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'send': {
      if (!canSend(event.text)) return state;
      const message: ChatMessage = {
        id: state.nextMessageId,
        role: 'user',
        content: event.text.trim(),
      };
      return {
        ...state,
        status: 'thinking',
        messages: [...state.messages, message],
        activeRequest: event.request,
        replyId: null,
        nextMessageId: state.nextMessageId + 1,
        thinkingSince: event.at,
        thinkingMs: 0,
      };
    }
    case 'tick': {
      if (state.status !== 'thinking' || state.thinkingSince === null) return state;
      return { ...state, thinkingMs: Math.max(0, event.at - state.thinkingSince) };
    }
    case 'piece': {
      if (event.request !== state.activeRequest || event.text === '') return state;
      if (state.replyId === null) {
        const reply: ChatMessage = {
          id: state.nextMessageId,
          role: 'assistant',
          content: event.text,
        };
        return {
          ...state,
          status: 'responding',
          messages: [...state.messages, reply],
          replyId: reply.id,
          nextMessageId: state.nextMessageId + 1,
          thinkingSince: null,
        };
      }
      const replyId = state.replyId;
      return {
        ...state,
        messages: state.messages.map((m) =>
          m.id === replyId ? { ...m, content: m.content + event.text } : m,
        ),
      };
    }
    case 'end':
    case 'fail':
      return event.request === state.activeRequest ? settle(state) : state;
    case 'abort':
      return state.status === 'idle' ? state : settle(state);
    case 'listen':
      return state.status === 'idle' ? { ...state, status: 'listening' } : state;
    case 'stop-listening':
      return state.status === 'listening' ? { ...state, status: 'idle' } : state;
  }
}

/** The API's limits on POST /api/chat: the number of messages and each one's length. */
export const MAX_API_MESSAGES = 40;
export const MAX_MESSAGE_LENGTH = 4000;

/**
 * The conversation sent to POST /api/chat: the turns after the greeting, the newest 40 at most
 * (starting with a user turn), each cut to 4,000 characters, so a long chat never gets refused.
 */
export function conversationForApi(state: ChatState): Array<{ role: ChatRole; content: string }> {
  const turns = state.messages
    .filter((m) => m.id !== 0 && m.content !== '')
    .map((m) => ({ role: m.role, content: m.content.slice(0, MAX_MESSAGE_LENGTH) }));
  let recent = turns.slice(-MAX_API_MESSAGES);
  while (recent.length > 0 && recent[0]?.role !== 'user') recent = recent.slice(1);
  return recent;
}

/** Send button text: elapsed thinking seconds (one decimal), then 'responding...'. */
export function sendButtonLabel(state: Pick<ChatState, 'status' | 'thinkingMs'>): string {
  if (state.status === 'thinking') return `${(state.thinkingMs / 1000).toFixed(1)}s`;
  if (state.status === 'responding') return t('chat.respondingNow');
  return t('chat.send');
}

/** The badge of each status; idle reads Offline when no model answers (known before any question). */
export const STATUS_BADGE = (
  offline = false,
): Record<ChatStatus, { label: string; color: string }> => ({
  idle: offline
    ? { label: t('chat.offline'), color: 'orange' }
    : { label: t('chat.ready'), color: 'gray' },
  listening: { label: t('chat.listening'), color: 'red' },
  thinking: { label: t('chat.thinking'), color: 'yellow' },
  responding: { label: t('chat.responding'), color: 'green' },
});

/**
 * Instruction text sent as `system`. It states only what is always true; which states have stored
 * draws and how current they are is added by the server from its data, never claimed here.
 */
export const CHAT_SYSTEM_PROMPT = [
  'You are the AI Analyzer of a Pick 3 lottery number analysis app (Pick 3, Cash 3, Daily 3, Numbers).',
  'Say which states have data and how current it is only from what the server tells you.',
  'There are 220 box combinations (120 singles, 90 doubles, 10 triples) and 1,000 straight combinations.',
  'Explain removed and remaining numbers, repeats, gaps, patterns and pools plainly and briefly.',
  'Never promise wins: every draw is random and past draws do not change the odds.',
].join(' ');
