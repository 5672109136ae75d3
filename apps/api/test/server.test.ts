// The entry point as an operator runs it: a bad environment is refused before anything starts, with
// every bad variable listed.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

it('refuses a bad configuration with exit code 78 and lists every bad variable', async () => {
  const child = spawn(TSX, [SERVER], {
    env: {
      PATH: process.env['PATH'],
      NODE_ENV: 'production',
      PORT: 'eighty',
      SCHEDULER: 'sometimes',
      RATE_LIMIT_MAX: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  const [code] = (await once(child, 'exit')) as [number | null];
  expect(code).toBe(78);
  expect(stderr).toContain('Invalid configuration');
  for (const name of ['PORT', 'SCHEDULER', 'RATE_LIMIT_MAX']) expect(stderr).toContain(`${name}=`);
});
