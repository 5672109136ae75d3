import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The real-history tests parse up to 25,000 rows per run on a shared 2-core machine.
    testTimeout: 30_000,
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    benchmark: { include: ['src/**/*.bench.ts'] },
  },
});
