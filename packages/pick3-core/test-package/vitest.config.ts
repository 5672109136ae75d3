import { defineConfig } from 'vitest/config';

// The package checks run on the built package (dist/), apart from the unit tests: `pnpm test:package`.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    // npm pack, an install and a few node processes on a shared 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
