import { defineConfig } from 'vitest/config';
import { medianReporter } from './src/testing/median-reporter.js';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The real-history tests parse up to 25,000 rows per run on a shared 2-core machine.
    testTimeout: 30_000,
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    benchmark: { include: ['src/**/*.bench.ts'], reporters: ['default', medianReporter] },
  },
});
