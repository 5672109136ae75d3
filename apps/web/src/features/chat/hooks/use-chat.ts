import { useCallback, useEffect, useReducer, useRef } from 'react';
import { notify } from '../../../components/notify.js';
import {
  CHAT_SYSTEM_PROMPT,
  THINKING_TICK_MS,
  canSend,
  chatReducer,
  conversationForApi,
  initialChatState,
} from '../chat-machine.js';
import { streamChat } from '../api/stream-chat.js';
import { speak, type Speech } from '../api/speak.js';
import { t } from '../../../i18n/i18n.js';
import { usePageContext } from './use-page-context.js';

export interface SendOptions {
  /** Read the reply aloud (used for voice input). */
  spoken?: boolean;
}

/**
 * Runs the chat machine against the network: one AbortController per request, so a new send or
 * `abort()` (panel closed, outside click) cancels the stream and any speech of the earlier one.
 */
export function useChat(pageState?: string) {
  const [state, dispatch] = useReducer(chatReducer, undefined, initialChatState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const controllerRef = useRef<AbortController | null>(null);
  const speechRef = useRef<Speech | null>(null);
  const requestRef = useRef(0);
  const page = usePageContext(pageState);

  const stopInFlight = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    speechRef.current?.stop();
    speechRef.current = null;
  }, []);

  const abort = useCallback(() => {
    stopInFlight();
    dispatch({ type: 'abort' });
  }, [stopInFlight]);

  const send = useCallback(
    async (text: string, options: SendOptions = {}) => {
      if (!canSend(text)) return;
      stopInFlight();
      const request = ++requestRef.current;
      const controller = new AbortController();
      controllerRef.current = controller;
      const messages = [
        ...conversationForApi(stateRef.current),
        { role: 'user' as const, content: text.trim() },
      ];
      dispatch({ type: 'send', request, text, at: Date.now() });
      let reply = '';
      try {
        await streamChat(
          { system: CHAT_SYSTEM_PROMPT, messages, temperature: 1, page: page() },
          controller.signal,
          (piece) => {
            reply += piece;
            dispatch({ type: 'piece', request, text: piece });
          },
        );
        dispatch({ type: 'end', request });
        if (options.spoken && reply.trim() !== '' && !controller.signal.aborted) {
          speechRef.current = speak(reply, controller.signal);
        }
      } catch (error) {
        if (controller.signal.aborted) return; // aborts are silent (spec §8)
        console.error(t('chat.chatRequestFailed'), error);
        dispatch({ type: 'fail', request });
        notify({
          title: t('common.error'),
          message: t('chat.failedToSendMessage'),
          color: 'red',
        });
      }
    },
    [stopInFlight, page],
  );

  const thinking = state.status === 'thinking';
  useEffect(() => {
    if (!thinking) return;
    const timer = setInterval(() => dispatch({ type: 'tick', at: Date.now() }), THINKING_TICK_MS);
    return () => clearInterval(timer);
  }, [thinking]);

  useEffect(() => stopInFlight, [stopInFlight]);

  const listen = useCallback(() => dispatch({ type: 'listen' }), []);
  const stopListening = useCallback(() => dispatch({ type: 'stop-listening' }), []);

  return { state, send, abort, listen, stopListening };
}
