import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each route test opens a fresh PGlite (WebAssembly) or PostgreSQL database: seconds on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
