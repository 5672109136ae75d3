import { describe, expect, it } from 'vitest';
import {
  catalogues,
  formatDate,
  languageOf,
  LANGUAGES,
  message,
  placeholdersOf,
  type MessageKey,
} from './index.js';

describe('server message catalogue', () => {
  const englishKeys = Object.keys(catalogues.en).sort();

  it.each(LANGUAGES)('%s has exactly the English keys, each with the same placeholders', (lang) => {
    expect(Object.keys(catalogues[lang]).sort()).toEqual(englishKeys);
    for (const key of englishKeys as MessageKey[]) {
      expect(catalogues[lang][key].trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholdersOf(catalogues[lang][key]), `${lang} ${key}`).toEqual(
        placeholdersOf(catalogues.en[key]),
      );
    }
  });

  it('fills placeholders and refuses to send a text with one left empty', () => {
    expect(message('es', 'signupCode.subject', { code: '123456' })).toBe(
      'Tu código de verificación: 123456',
    );
    expect(() => message('en', 'signupCode.subject')).toThrow(/\{code\}/);
  });

  it('writes dates and numbers as each language does', () => {
    expect(formatDate('en', '2025-07-04')).toBe('7/4/2025');
    expect(formatDate('es', '2025-07-04')).toBe('4/7/2025');
    expect(message('es', 'alertConfirm.text', { code: '1', minutes: 1500 })).toContain('1,500');
  });

  it('picks the language from Accept-Language: es* is Spanish, anything else English', () => {
    expect(languageOf('es')).toBe('es');
    expect(languageOf('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageOf('en-US,es;q=0.5')).toBe('en');
    expect(languageOf('en;q=0.4, es;q=0.9')).toBe('es');
    expect(languageOf('fr')).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });
});
