import { t } from '../../../i18n/i18n.js';
/**
 * Spoken replies: POST /api/tts plays the server's audio at volume 0.8; when the server says its
 * speech service is offline (503 TTS_OFFLINE) the browser's own speechSynthesis reads the text.
 * Failures are only logged (spec §8): speech is a bonus, the text reply is already on screen.
 */

export const TTS_VOICE = 'nova';
export const TTS_VOLUME = 0.8;

export interface Speech {
  /** Stops whatever is playing or queued. */
  stop(): void;
}

function speakWithBrowser(text: string): Speech {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') {
    console.warn(t('chat.speechSynthesisIsNot'));
    return { stop: () => undefined };
  }
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'en-US';
  utterance.volume = TTS_VOLUME;
  synth.speak(utterance);
  return { stop: () => synth.cancel() };
}

async function isTtsOffline(response: Response): Promise<boolean> {
  if (response.status !== 503) return false;
  try {
    const body = (await response.json()) as { code?: unknown };
    return body.code === 'TTS_OFFLINE';
  } catch {
    return false;
  }
}

export function speak(text: string, signal: AbortSignal): Speech {
  let audio: HTMLAudioElement | null = null;
  let fallback: Speech | null = null;
  let url: string | null = null;
  const stop = (): void => {
    audio?.pause();
    fallback?.stop();
    if (url) URL.revokeObjectURL(url);
    url = null;
  };
  signal.addEventListener('abort', stop, { once: true });

  void (async () => {
    try {
      const response = await fetch('/api/tts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text, voice: TTS_VOICE, format: 'mp3' }),
        credentials: 'include',
        signal,
      });
      if (await isTtsOffline(response)) {
        if (!signal.aborted) fallback = speakWithBrowser(text);
        return;
      }
      if (!response.ok) throw new Error(`TTS ${response.status}`);
      const blob = await response.blob();
      if (signal.aborted) return;
      url = URL.createObjectURL(blob);
      audio = new Audio(url);
      audio.volume = TTS_VOLUME;
      audio.addEventListener('ended', stop, { once: true });
      await audio.play();
    } catch (error) {
      if (!signal.aborted) console.error(t('chat.textToSpeechFailed'), error);
    }
  })();

  return { stop };
}
