import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The API (apps/api) serves on 3000; in development the browser talks to Vite only, so cookies
// and server-sent events stay same-origin.
const api = 'http://127.0.0.1:3000';
const proxy = { '/api': api, '/paypal': api };

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', proxy },
  preview: { host: '127.0.0.1', proxy },
  build: {
    target: 'es2022',
    // scripts/report-size.mjs reads the manifest to weigh the initial JavaScript of `/`.
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
