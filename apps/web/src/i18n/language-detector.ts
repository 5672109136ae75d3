import type { LanguageDetectorModule } from 'i18next';

/**
 * The languages a visit asks for, most specific first: a link's `?lang=`, then the language this tab
 * was opened in by such a link (sessionStorage), then the player's kept choice (localStorage), then
 * the browser's languages. i18next takes the first one the app speaks ('es-MX' reads as Spanish).
 * Storage that refuses to be read (private modes, disabled storage) is skipped.
 */
export function requestedLanguages(storageKey: string): string[] {
  if (typeof window === 'undefined') return [];
  const requested: string[] = [];
  const fromLink = new URLSearchParams(window.location.search).get('lang');
  if (fromLink) requested.push(fromLink);
  for (const storage of ['sessionStorage', 'localStorage'] as const) {
    try {
      const kept = window[storage].getItem(storageKey);
      if (kept) requested.push(kept);
    } catch {
      // Not readable here: the next source decides.
    }
  }
  const browser = window.navigator.languages?.length
    ? window.navigator.languages
    : [window.navigator.language];
  requested.push(...browser.filter(Boolean));
  return requested;
}

/**
 * i18next's language detection from `requestedLanguages`. It only reads: what is kept is written by
 * i18n.ts (the header's switch, a link's language). Written for the app instead of
 * i18next-browser-languagedetector, which wrote and removed a test key in both storages on every
 * start-up and weighed ~2 kB of the first load for the four sources used here.
 */
export function languageDetector(storageKey: string): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    detect: () => requestedLanguages(storageKey),
    cacheUserLanguage: () => {},
  };
}
