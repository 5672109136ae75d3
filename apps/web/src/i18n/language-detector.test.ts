import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageDetector, requestedLanguages } from './language-detector.js';

const KEY = 'pick3.language';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('requested languages', () => {
  it('lists the link, the tab, the kept choice and the browser, in that order', () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'es-MX']);
    window.history.replaceState(null, '', '/?state=GA&lang=es');
    window.sessionStorage.setItem(KEY, 'en');
    window.localStorage.setItem(KEY, 'es');
    expect(requestedLanguages(KEY)).toEqual(['es', 'en', 'es', 'fr-FR', 'es-MX']);
  });

  it('skips what is not there and storage that cannot be read', () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['en-US']);
    window.localStorage.setItem(KEY, 'es');
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(requestedLanguages(KEY)).toEqual(['es', 'en-US']);
  });

  it('is what the detector hands i18next, and it writes nothing', () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['es-US']);
    const detector = languageDetector(KEY);
    expect(detector.detect()).toEqual(['es-US']);
    detector.cacheUserLanguage?.('es');
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });
});
