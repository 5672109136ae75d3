import { afterEach, describe, expect, it } from 'vitest';
import {
  LANGUAGE_STORAGE_KEY,
  activeLanguage,
  activeLocale,
  i18n,
  initLanguage,
  setLanguage,
  t,
} from './i18n.js';
import { formatDate, formatNumber } from '../lib/format.js';

afterEach(async () => {
  await setLanguage('en');
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('language switch', () => {
  it('loads Spanish, shows it, keeps the choice and tags <html lang>', async () => {
    expect(t('header.profile')).toBe('Profile');
    await setLanguage('es');
    expect(activeLanguage()).toBe('es');
    expect(activeLocale()).toBe('es-US');
    expect(t('header.profile')).toBe('Perfil');
    expect(t('header.updated.hoursAgo', { count: 3 })).toBe('hace 3 horas');
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    await setLanguage('en');
    expect(t('header.updated.hoursAgo', { count: 1 })).toBe('1 hour ago');
    expect(document.documentElement.lang).toBe('en');
  });

  it('reads a regional Spanish as Spanish even before its messages load', async () => {
    await i18n.changeLanguage('es-MX');
    expect(activeLanguage()).toBe('es');
  });

  it('formats numbers and calendar dates for the language, never shifting the day', async () => {
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatDate('2026-01-01')).toBe('1/1/2026');
    await setLanguage('es');
    expect(formatDate('2026-01-01')).toBe('1/1/2026');
    expect(formatDate('2026-11-23')).toBe('23/11/2026');
  });

  it('keeps a link’s ?lang= for the tab once the address no longer carries it', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    window.history.replaceState(null, '', '/?lang=es');
    await i18n.changeLanguage(); // detection, as at start-up
    await initLanguage();
    expect(activeLanguage()).toBe('es');
    // The page rewrites its address without ?lang= (the main page's view, another page), then
    // reloads: detection runs again and still finds Spanish, over the kept English choice.
    window.history.replaceState(null, '', '/?state=TX');
    await i18n.changeLanguage();
    expect(activeLanguage()).toBe('es');
    // The header's switch wins in this tab too.
    await setLanguage('en');
    await i18n.changeLanguage();
    expect(activeLanguage()).toBe('en');
  });

  it('keeps nothing for the tab without a ?lang= in the address', async () => {
    window.history.replaceState(null, '', '/?state=TX');
    await initLanguage();
    expect(window.sessionStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
