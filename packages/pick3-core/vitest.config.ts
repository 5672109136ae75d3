import { defineConfig } from 'vitest/config';
import { medianReporter } from './src/testing/median-reporter.js';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The real-history tests parse up to 25,000 rows per run, and the brute-force checks redo an
    // analysis per draw: a few seconds alone, past 30 s beside npm test's other suites. A timeout
    // here catches a hang; speed is measured by `pnpm bench`.
    testTimeout: 120_000,
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    benchmark: { include: ['src/**/*.bench.ts'], reporters: ['default', medianReporter] },
  },
});
