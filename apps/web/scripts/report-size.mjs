// Weighs the JavaScript a first visit to `/` downloads: the entry chunk, its start-up stages (what
// main.tsx imports on demand at start: everything but the service worker's registration) and
// everything those import statically (dist/.vite/manifest.json), gzipped. Fails above the budget, and fails if a
// page or part that should load on demand (chat, calendar, pools, profile, charts, backtest, the
// analysis tabs, the service worker's registration) slipped into that set.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

// Issue 24 cut the first screen's code to 240.6 kB (the analysis tabs and the service worker's
// code load after it); the budget follows, so a regression shows. Issue 33 item 6 added 1 kB:
// clock times with their zone named, draw-time words and plural forms in both languages.
const BUDGET_KB = 246;
const LAZY_MUST_MATCH = [
  /features\/chat\//,
  /features\/calendar\//,
  /routes\/pools-page/,
  /routes\/profile-page/,
  /routes\/charts-page/,
  /routes\/backtest-page/,
  /app\/HomeAnalysis/,
  /features\/offline\/register-sw/,
];

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('report-size: no entry in dist/.vite/manifest.json');
  process.exit(1);
}

const initial = new Set();
const visit = (key) => {
  if (initial.has(key)) return;
  initial.add(key);
  for (const next of manifest[key].imports ?? []) visit(next);
};
visit(entryKey);
// main.tsx's start-up stages (vite.config.ts preloads them with the entry).
for (const stage of manifest[entryKey].dynamicImports ?? []) {
  if (!/features\/offline\/register-sw/.test(stage)) visit(stage);
}

let total = 0;
const rows = [];
for (const key of initial) {
  const file = manifest[key].file;
  const gz = gzipSync(readFileSync(join(dist, file))).length;
  total += gz;
  rows.push(`  ${(gz / 1024).toFixed(1).padStart(7)} kB  ${file}`);
}
const css = [...initial].flatMap((key) => manifest[key].css ?? []);
const cssGz = css.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);

console.log(`Initial JavaScript of / (gzip):\n${rows.join('\n')}`);
console.log(
  `  total ${(total / 1024).toFixed(1)} kB of ${BUDGET_KB} kB; CSS ${(cssGz / 1024).toFixed(1)} kB`,
);

const eager = [...initial].filter((key) => LAZY_MUST_MATCH.some((re) => re.test(key)));
const lazyKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
const missingLazy = LAZY_MUST_MATCH.filter((re) => !lazyKeys.some((key) => re.test(key)));

let failed = false;
if (total > BUDGET_KB * 1024) {
  console.error(
    `report-size: initial JavaScript ${(total / 1024).toFixed(1)} kB exceeds ${BUDGET_KB} kB`,
  );
  failed = true;
}
if (eager.length > 0) {
  console.error(`report-size: these must be lazy chunks but load with /: ${eager.join(', ')}`);
  failed = true;
}
if (missingLazy.length > 0) {
  console.error(`report-size: no lazy chunk for ${missingLazy.map(String).join(', ')}`);
  failed = true;
}
process.exit(failed ? 1 : 0);
