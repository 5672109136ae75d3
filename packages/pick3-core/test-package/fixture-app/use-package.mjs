// A consumer of the published package, copied into a scratch folder by pack-install.test.ts.
// Prints one JSON report of what the installed package did for the numbers given as arguments.
import { classify } from '@pick3/core';
import { main } from '@pick3/core/cli';

let cliOutput = '';
const cliExitCode = await main(
  ['classify', '610', '--json'],
  { write: (text) => (cliOutput += text) },
  process.stderr,
);

let deepImport = 'allowed';
try {
  await import('@pick3/core/dist/cli.js');
} catch (error) {
  deepImport = error.code;
}

const classified = process.argv.slice(2).map((n) => classify(n, { mode: 'box' }));
process.stdout.write(JSON.stringify({ classified, cliExitCode, cliOutput, deepImport }));
