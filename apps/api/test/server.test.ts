// The entry point as an operator runs it: a bad environment is refused before anything starts, with
// every bad variable listed.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { expect, it } from 'vitest';
import { API_ENTRY } from './support-processes/built-entries.js';

it('refuses a bad configuration with exit code 78 and lists every bad variable', async () => {
  const child = spawn(process.execPath, [API_ENTRY], {
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
