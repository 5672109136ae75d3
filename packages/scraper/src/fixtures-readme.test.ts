// Every saved response says where it comes from: fixtures/README.md lists each file of fixtures/
// by its full path, a real one in the "Real" table with the repository, path and commit it was
// copied from, a built one (named `*.built-from-docs.*`) in the "Built from the documented format"
// table. A fixture added without its row fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturePath } from './testing/fixtures.js';

const DIR = fixturePath('');
const README = readFileSync(join(DIR, 'README.md'), 'utf8');
const REAL_HEADING = '## Real';
const BUILT_HEADING = '## Built from the documented format';

/** Every file under a folder, as absolute paths. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The table rows of a README section (the lines starting with `|` up to the next heading). */
function tableRows(heading: string): string[] {
  const start = README.indexOf(`\n${heading}\n`);
  if (start === -1) throw new Error(`fixtures/README.md has no "${heading}" section`);
  const end = README.indexOf('\n## ', start + heading.length + 2);
  return README.slice(start, end === -1 ? undefined : end)
    .split('\n')
    .filter((line) => line.startsWith('| `'));
}

/** The fixture paths a table row names in its first cell (`` `tx/a.csv`, `tx/b.csv` ``). */
function filesOf(row: string): string[] {
  const firstCell = row.split('|')[1] ?? '';
  return [...firstCell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
}

/** Every fixture (all of fixtures/ but the README), as `state/file.ext`. */
const files = filesUnder(DIR)
  .map((path) => relative(DIR, path))
  .filter((path) => path !== 'README.md')
  .sort();
const real = tableRows(REAL_HEADING);
const built = tableRows(BUILT_HEADING);

describe('fixtures/README.md', () => {
  it('finds the fixtures', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('lists every fixture file once, by its full path, real or built by its name', () => {
    const listed = (rows: string[]) => rows.flatMap(filesOf).sort();
    expect({ real: listed(real), built: listed(built) }).toEqual({
      real: files.filter((file) => !file.includes('.built-from-docs.')),
      built: files.filter((file) => file.includes('.built-from-docs.')),
    });
  });

  it('gives each real fixture its repository, path and commit', () => {
    // `owner/repo, `path` @ abc1234` (a commit of at least 7 hex digits), in the provenance cell;
    // or, where the code index that kept it names no repository, its index id and the bytes' sha256.
    const provenance = (cell: string): boolean =>
      /[\w.-]+\/[\w.-]+,? .*`[^`]+`.* @ `?[0-9a-f]{7,40}\b/.test(cell) ||
      (/code index id \d+/.test(cell) && /sha256 `[0-9a-f]{16,64}`/.test(cell));
    const withoutProvenance = real.filter((row) => !provenance(row.split('|')[3] ?? ''));
    expect(withoutProvenance.map(filesOf)).toEqual([]);
  });
});
