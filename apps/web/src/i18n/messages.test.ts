import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenKeys, hasKey, placeholders, usedKeys, type MessageTree } from './message-keys.js';

const LOCALES = join(import.meta.dirname, 'locales');
const SRC = join(import.meta.dirname, '..');

function messages(language: string): Record<string, MessageTree> {
  const dir = join(LOCALES, language);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.replace(/\.json$/, ''),
        JSON.parse(readFileSync(join(dir, file), 'utf8')) as MessageTree,
      ]),
  );
}

function leaves(tree: MessageTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const en = messages('en');
const es = messages('es');
const enLeaves = leaves(en as unknown as MessageTree);
const esLeaves = leaves(es as unknown as MessageTree);

describe('message files', () => {
  it('has the same message files in both languages', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('has every English key in Spanish and every Spanish key in English', () => {
    const missingInEs = [...enLeaves.keys()].filter((key) => !esLeaves.has(key));
    const missingInEn = [...esLeaves.keys()].filter((key) => !enLeaves.has(key));
    expect({ missingInEs, missingInEn }).toEqual({ missingInEs: [], missingInEn: [] });
  });

  it('fills the same placeholders in both languages', () => {
    const differing = [...enLeaves].filter(
      ([key, text]) =>
        esLeaves.has(key) && placeholders(text).join() !== placeholders(esLeaves.get(key)!).join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('has every key the code uses in the English files', () => {
    const keys = new Set(enLeaves.keys());
    const namespaces = Object.keys(en);
    const missing = sourceFiles(SRC).flatMap((file) =>
      usedKeys(readFileSync(file, 'utf8'), namespaces)
        .filter((key) => !hasKey(keys, key))
        .map((key) => `${relative(SRC, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the key checks', () => {
  const keys = new Set(flattenKeys({ header: { brand: 'x', updated: { daysAgo_other: 'y' } } }));

  it('finds a t() key missing from the messages', () => {
    const source = `const a = t('header.brand'); const b = t("header.nope", { n: 1 });`;
    const missing = usedKeys(source, ['header']).filter((key) => !hasKey(keys, key));
    expect(missing).toEqual(['header.nope']);
  });

  it('finds a key kept in a lookup table, and accepts plural forms', () => {
    const source = `const S = { a: 'header.gone' }; t('header.updated.daysAgo', { count });`;
    const missing = usedKeys(source, ['header']).filter((key) => !hasKey(keys, key));
    expect(missing).toEqual(['header.gone']);
  });

  it('finds a placeholder a translation dropped', () => {
    expect(placeholders('Next draw: {{drawTime}} {{date}}')).toEqual(['date', 'drawTime']);
    expect(placeholders('Próximo sorteo: {{date}}')).not.toEqual(['date', 'drawTime']);
  });
});
