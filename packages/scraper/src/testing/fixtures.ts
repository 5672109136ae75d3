// Test-only access to the saved responses in packages/scraper/fixtures (see fixtures/README.md).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FIXTURES_DIR = fileURLToPath(new URL('../../fixtures/', import.meta.url));

/** Absolute path of a fixture, e.g. `fixturePath('tx/pick3evening_csv_2026-06_slice.csv')`. */
export function fixturePath(relative: string): string {
  return FIXTURES_DIR + relative;
}

/** A fixture's text exactly as saved (UTF-8). */
export function readFixture(relative: string): string {
  return readFileSync(fixturePath(relative), 'utf8');
}
