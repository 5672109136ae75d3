// A few states of the bundled history in a folder of their own. Tests whose property does not depend
// on the bundle's size (a file's import is atomic, a second start imports nothing, a killed import
// resumes) import these instead of all 36 states: the whole bundle, about 420,000 draws, is imported
// by import-history.test.ts on each driver and by the browser suite's template, and each extra whole
// import cost minutes of CPU in `npm test`.
import { copyFile, mkdir, mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUNDLED_HISTORY_DIR } from '../history/import-history.js';

/**
 * Copies the draws file of each state, with its records (conflicts_<ST>.csv and
 * corrections/corrections_<ST>.csv) where the bundle has them, into a new temporary folder.
 */
export async function copyBundleSubset(states: readonly string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pick3-bundle-subset-'));
  await mkdir(join(dir, 'corrections'));
  const top = await readdir(BUNDLED_HISTORY_DIR);
  const corrections = await readdir(join(BUNDLED_HISTORY_DIR, 'corrections'));
  for (const state of states) {
    const drawsFile = top.find((f) => f.startsWith(`${state}-`) && f.endsWith('.csv'));
    if (drawsFile === undefined) throw new Error(`the bundle has no draws file for ${state}`);
    for (const file of [drawsFile, `conflicts_${state}.csv`].filter((f) => top.includes(f)))
      await copyFile(join(BUNDLED_HISTORY_DIR, file), join(dir, file));
    const correction = `corrections_${state}.csv`;
    if (corrections.includes(correction))
      await copyFile(
        join(BUNDLED_HISTORY_DIR, 'corrections', correction),
        join(dir, 'corrections', correction),
      );
  }
  return dir;
}
