import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en/index.js';
import { languageDetector } from './language-detector.js';

/** The languages the app speaks, in the order the header's switch shows them. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** localStorage key of the player's own choice (kept between visits). */
export const LANGUAGE_STORAGE_KEY = 'pick3.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const i18n = i18next.createInstance();

// initAsync: false below, so init is done when it returns; its promise has nothing left to say.
void i18n
  .use(languageDetector(LANGUAGE_STORAGE_KEY))
  .use(initReactI18next)
  .init({
    // English ships in the entry chunk; Spanish is fetched only when asked for (loadLanguage).
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    // 'es-MX', 'es-US' and 'es' all read the one Spanish file.
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // React escapes what it renders; escaping here would show '&amp;' in the page.
    interpolation: { escapeValue: false },
    // Synchronous: English is bundled, so the first t() call already has its text.
    initAsync: false,
    returnNull: false,
    react: { useSuspense: false },
  });

/** The active language, narrowed to one the app has ('es-MX' reads as 'es'). */
export function activeLanguage(): Language {
  // language, not resolvedLanguage: the latter ignores a language whose messages are not loaded yet.
  const lng = i18n.language;
  const base = lng?.split('-')[0];
  return isLanguage(base) ? base : 'en';
}

/** Intl locale of the active language: US English, US Spanish (the players this app serves). */
export function activeLocale(): string {
  return activeLanguage() === 'es' ? 'es-US' : 'en-US';
}

/** Fetches a language's messages (its own chunk) unless they are already loaded. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const { es } = await import('./locales/es/index.js');
  i18n.addResourceBundle('es', 'translation', es, true, true);
}

function syncDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Loads what the detected language needs before the first render, so nothing flashes from
 * English to Spanish or shifts.
 */
export async function initLanguage(language: Language = activeLanguage()): Promise<Language> {
  rememberLinkLanguage();
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  syncDocument(language);
  return language;
}

/**
 * A link's ?lang= holds for the tab: the URLs the app writes afterwards (the main page's view, the
 * other pages) do not carry it, and a reload must not switch a Spanish reader to English.
 */
export function rememberLinkLanguage(): void {
  if (typeof window === 'undefined') return;
  const base = new URLSearchParams(window.location.search).get('lang')?.split('-')[0];
  if (isLanguage(base)) store('sessionStorage', base);
}

function store(storage: 'localStorage' | 'sessionStorage', language: Language): void {
  try {
    // Inside the try: where storage is disabled, even reading window.localStorage throws.
    window[storage].setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private modes may refuse storage: the language still holds for this visit.
  }
}

/** The header's switch: loads the language, shows it, keeps the choice, tags <html lang>. */
export async function setLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  // Kept for later visits, and for this tab over the language of the link that opened it.
  store('localStorage', language);
  store('sessionStorage', language);
  // The server renders the next page in it (apps/api web.plugin.ts reads this cookie).
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
  syncDocument(language);
}

/** t() for code outside components (toasts, text helpers); components use useTranslation(). */
export const t = i18n.t.bind(i18n);
