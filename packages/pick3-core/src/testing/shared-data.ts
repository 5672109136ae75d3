import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The real draw histories, read only from the copy the product ships (packages/db/data/history): a
 * test reads nothing outside the repository, so a clean clone (CI's) runs every test.
 */
export const DRAWS_DIR = fileURLToPath(new URL('../../../db/data/history/', import.meta.url));

/**
 * The row of a file in the table of SOURCES.md (shipped beside the files):
 * `| GA-cash3.csv | 21,732 | first | last | Evening 10,554 (…); Midday 8,379 (…); … |`. The tests
 * compare the parsed files with what their provenance documents, so the counts follow the data.
 */
function documented(file: string): { rows: number; perLabel: Record<string, number> } {
  const line = readFileSync(DRAWS_DIR + 'SOURCES.md', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`| ${file} |`));
  if (line === undefined) throw new Error(`SOURCES.md has no table row for ${file}`);
  const cells = line.split('|').map((c) => c.trim());
  const count = (text: string): number => Number(text.replace(/,/g, ''));
  const perLabel: Record<string, number> = {};
  for (const [, label, n] of (cells[5] ?? '').matchAll(
    /(Morning|Midday|Day|Evening|Night) ([\d,]+)/g,
  ))
    perLabel[label!] = count(n!);
  return { rows: count(cells[2] ?? ''), perLabel };
}

/** Each shared history, with its row count as documented in SOURCES.md. */
export const HISTORIES = (
  [
    { file: 'TX-pick3.csv', state: 'TX' },
    { file: 'GA-cash3.csv', state: 'GA' },
    { file: 'FL-pick3.csv', state: 'FL' },
    { file: 'CA-daily3.csv', state: 'CA' },
    { file: 'NY-numbers.csv', state: 'NY' },
  ] as const
).map((h) => ({ ...h, rows: documented(h.file).rows }));

/** Draws per draw-time label (`Morning`, `Midday`, `Day` …) of a history, as SOURCES.md documents them. */
export function documentedDrawTimes(file: string): Record<string, number> {
  return documented(file).perLabel;
}

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
