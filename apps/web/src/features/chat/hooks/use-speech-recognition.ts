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

export interface SpeechRecognitionHandlers {
  /** A final transcript. */
  onTranscript(text: string): void;
  /** Recognition ended: by `stop`, silence, or an error (already logged). */
  onEnd(): void;
}

/** Browser speech recognition in en-US, one utterance per start. */
export function useSpeechRecognition(handlers: SpeechRecognitionHandlers) {
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
    recognizer.lang = 'en-US';
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
      return false;
    }
    return true;
  }, []);

  useEffect(() => abort, [abort]);

  return { start, stop, abort };
}
