// The server's texts in the player's language: pick the language (from Accept-Language, or the one
// stored with the alert settings), then fill a catalogue entry. Dates and numbers go through Intl for
// the language, so a Spanish text reads 4/7/2025 where the English one reads 7/4/2025.
import { en, type MessageKey } from './en.js';
import { es } from './es.js';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export type { MessageKey };

export const catalogues: Record<Language, Record<MessageKey, string>> = { en, es };

/** The US locale of a language, for Intl (the app serves US players). */
const LOCALE: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/**
 * The language of an Accept-Language header: the highest-ranked tag decides, es* -> es, anything
 * else (or no header) -> en. The web sends exactly `en` or `es`; browsers send ranked lists.
 */
export function languageOf(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.tag !== '' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.tag.startsWith('es') ? 'es' : 'en';
}

/** A stored language value (column `language`): anything unknown reads as English. */
export function asLanguage(value: unknown): Language {
  return value === 'es' ? 'es' : 'en';
}

/** The {name} placeholders of a text, sorted: the catalogue test compares them across languages. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}

/** Fills a catalogue entry; numbers are formatted for the language. A missing value throws (a bug). */
export function message(
  language: Language,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return catalogues[language][key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Message ${key} needs a value for {${name}}`);
    return typeof value === 'number' ? formatNumber(language, value) : value;
  });
}

export function formatNumber(language: Language, value: number): string {
  return new Intl.NumberFormat(LOCALE[language]).format(value);
}

/** An ISO date (2025-07-04) as the language writes it: 7/4/2025 in English, 4/7/2025 in Spanish. */
export function formatDate(language: Language, isoDate: string): string {
  return new Intl.DateTimeFormat(LOCALE[language], {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
