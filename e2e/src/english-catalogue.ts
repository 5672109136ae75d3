// The English catalogue's sentences, for the Spanish walk (spanish-tour.ts): any of them on a
// Spanish page is text left untranslated. Read from the web app's own message files, so a new
// English message is checked the day it is written.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/i18n/locales');

/** Every message of a language, flattened to `file.key.sub` → text. */
function messages(language: 'en' | 'es'): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') out.set(prefix, value);
    else if (value !== null && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) walk(`${prefix}.${key}`, child);
  };
  const folder = join(LOCALES, language);
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.json')))
    walk(file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(folder, file), 'utf8')));
  return out;
}

/**
 * The fixed parts of the English messages a Spanish page must not show: each message's text
 * between its {{placeholders}}, of at least two words and 10 characters (a lone "Box" or "Pick 3"
 * is a game word both languages use). A part the Spanish catalogue also holds (brand names,
 * "Lotto Pools", pattern codes) is left out, and so are the state names.
 */
export function englishFragments(stateNames: readonly string[] = []): string[] {
  const en = messages('en');
  const spanishText = [...messages('es').values()].join('\n');
  const fragments = new Set<string>();
  for (const text of en.values()) {
    for (const part of text.split(/\{\{[^}]*\}\}|<[^>]*>|\$t\([^)]*\)/)) {
      const fragment = part.trim().replace(/^[\s:;,.·()–-]+|[\s:;,.·()–-]+$/g, '');
      if (fragment.length < 10 || !/\s/.test(fragment) || !/[a-z]/.test(fragment)) continue;
      if (spanishText.includes(fragment)) continue;
      if (stateNames.some((name) => fragment.includes(name))) continue;
      fragments.add(fragment);
    }
  }
  return [...fragments];
}
