import { useCallback, useEffect, useRef } from 'react';
import { t } from '../../../i18n/i18n.js';

// The DOM library types the recognition events but not the recognizer, which browsers still ship
// prefixed (Chrome, Safari) or not at all (Firefox).
interface Recognizer {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechRecognitionEvent) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognizerConstructor = new () => Recognizer;

function recognizerConstructor(): RecognizerConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognizerConstructor;
    webkitSpeechRecognition?: RecognizerConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export function isSpeechRecognitionSupported(): boolean {
  return recognizerConstructor() !== null;
}

/** Why voice input failed, as the player is told: refused, no microphone, or anything else. */
export type SpeechFailure =
  { kind: 'denied' } | { kind: 'missing' } | { kind: 'failed'; error: string };

/** The failure of a recognition error code (Web Speech API): silence and aborts are not failures. */
export function speechFailureOf(error: string): SpeechFailure | null {
  if (error === 'not-allowed' || error === 'service-not-allowed') return { kind: 'denied' };
  if (error === 'audio-capture') return { kind: 'missing' };
  if (error === 'no-speech' || error === 'aborted') return null;
  return { kind: 'failed', error };
}

/** The message shown in the chat window for a failure. */
export function speechFailureMessage(failure: SpeechFailure): string {
  switch (failure.kind) {
    case 'denied':
      return t('chat.micDenied');
    case 'missing':
      return t('chat.micMissing');
    default:
      return t('chat.micFailed', { error: failure.error });
  }
}

export interface SpeechRecognitionHandlers {
  /** A final transcript. */
  onTranscript(text: string): void;
  /** Recognition ended: by `stop`, silence, or an error (already logged). */
  onEnd(): void;
  /** The microphone was refused or missing, or recognition failed: the window says so. */
  onFailure?(failure: SpeechFailure): void;
}

/** Browser speech recognition in `lang` (the page's language), one utterance per start. */
export function useSpeechRecognition(handlers: SpeechRecognitionHandlers, lang = 'en-US') {
  const recognizerRef = useRef<Recognizer | null>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  const stop = useCallback(() => {
    recognizerRef.current?.stop();
  }, []);

  const abort = useCallback(() => {
    const recognizer = recognizerRef.current;
    recognizerRef.current = null;
    recognizer?.abort();
  }, []);

  const start = useCallback((): boolean => {
    const Ctor = recognizerConstructor();
    if (!Ctor) return false;
    recognizerRef.current?.abort();
    const recognizer = new Ctor();
    recognizer.lang = lang;
    recognizer.interimResults = false;
    recognizer.continuous = false;
    recognizer.maxAlternatives = 1;
    recognizer.onresult = (event) => {
      let transcript = '';
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        if (result?.isFinal) transcript += result[0]?.transcript ?? '';
      }
      if (transcript.trim() !== '') handlersRef.current.onTranscript(transcript.trim());
    };
    recognizer.onerror = (event) => {
      console.error(t('chat.speechRecognitionError'), event.error);
      const failure = speechFailureOf(event.error);
      if (failure !== null) handlersRef.current.onFailure?.(failure);
    };
    recognizer.onend = () => {
      if (recognizerRef.current === recognizer) recognizerRef.current = null;
      handlersRef.current.onEnd();
    };
    recognizerRef.current = recognizer;
    try {
      recognizer.start();
    } catch (error) {
      console.error(t('chat.speechRecognitionCouldNot'), error);
      recognizerRef.current = null;
      handlersRef.current.onFailure?.(
        error instanceof DOMException && error.name === 'NotAllowedError'
          ? { kind: 'denied' }
          : { kind: 'failed', error: error instanceof Error ? error.message : String(error) },
      );
      return false;
    }
    return true;
  }, [lang]);

  useEffect(() => abort, [abort]);

  return { start, stop, abort };
}
