import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The real draw histories, read from the copy the product ships (packages/db/data/history, byte-identical
 * to shared/data/draws): a clean clone in CI has no `shared/` folder beside it.
 */
export const DRAWS_DIR = fileURLToPath(new URL('../../../db/data/history/', import.meta.url));

/** Each shared history, with its row count as documented in shared/data/draws/SOURCES.md. */
export const HISTORIES = [
  { file: 'TX-pick3.csv', state: 'TX', rows: 3361 },
  { file: 'GA-cash3.csv', state: 'GA', rows: 21422 },
  { file: 'FL-pick3.csv', state: 'FL', rows: 5627 },
  { file: 'CA-daily3.csv', state: 'CA', rows: 13241 },
  { file: 'NY-numbers.csv', state: 'NY', rows: 25437 },
] as const;

const cache = new Map<string, string>();
/** The text of one shared history file. */
export function readHistory(file: string): string {
  let text = cache.get(file);
  if (text === undefined) {
    text = readFileSync(DRAWS_DIR + file, 'utf8');
    cache.set(file, text);
  }
  return text;
}

/** A string stream for the CLI. */
export function capture(): { write(text: string): boolean; text(): string } {
  let out = '';
  return {
    write(text: string) {
      out += text;
      return true;
    },
    text: () => out,
  };
}
