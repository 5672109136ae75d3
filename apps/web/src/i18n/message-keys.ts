/**
 * The checks behind messages.test.ts, kept apart so a test can prove they catch a fault: the keys
 * of a message tree, and the t('…') keys a source file uses.
 */

export type MessageTree = { [key: string]: string | MessageTree };

/** 'header.badge.live' for every leaf of the tree. */
export function flattenKeys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  );
}

/** The {{placeholders}} of a message, sorted: both languages must fill the same ones. */
export function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!).sort();
}

/**
 * Keys a source file asks for: t() calls with a quoted key, plus quoted namespace.key strings
 * whose first part is a message file's name (keys kept in lookup tables and passed to t later).
 */
export function usedKeys(source: string, namespaces: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const m of source.matchAll(/\bt\(\s*['"]([\w.-]+)['"]/g)) keys.add(m[1]!);
  const ns = namespaces.join('|');
  for (const m of source.matchAll(new RegExp(`['"]((?:${ns})\\.[\\w.]+)['"]`, 'g')))
    keys.add(m[1]!);
  return [...keys];
}

/** Whether a key exists, directly or as i18next plural forms (key_one, key_other). */
export function hasKey(keys: ReadonlySet<string>, key: string): boolean {
  return keys.has(key) || keys.has(`${key}_other`);
}
