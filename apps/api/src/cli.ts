// Operator commands, run where the API's environment is set (same DATABASE_URL / PGLITE_DIR):
//   node dist/cli.js passcode add <code>      store a gate passcode (only its hash is kept)
//   node dist/cli.js passcode disable <code>  turn a passcode off
//   node dist/cli.js passcode list            hashes and usage, never the codes
// In development: pnpm --filter @pick3/api passcode add <code>
//
// On PGlite a running server owns the folder: the command then goes through that server (its
// operator socket, plugins/operator-socket.plugin.ts) and takes effect at once; the CLI never opens
// a folder a live server owns (its write would be lost). When the server cannot be reached, the CLI
// refuses (exit 75) and says how to go on: stop the server (SIGTERM) and run the command again.
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { createDb, DEFAULT_PGLITE_DIR } from '@pick3/db';
import { loadConfig } from './config.js';
import { OWNER_FILE, type FolderOwner } from './plugins/operator-socket.plugin.js';
import {
  PASSCODE_COMMANDS,
  runPasscodeCommand,
  type CommandResult,
  type PasscodeCommand,
} from './services/passcode-commands.service.js';

const USAGE = 'usage: cli passcode add <code> | passcode disable <code> | passcode list';
/** EX_TEMPFAIL: try again once the server is stopped. */
const EXIT_SERVER_OWNS_FOLDER = 75;

/** The live server that owns the PGlite folder, if any (a file left by a killed one is ignored). */
async function folderOwner(folder: string): Promise<FolderOwner | undefined> {
  let owner: FolderOwner;
  try {
    owner = JSON.parse(await readFile(join(folder, OWNER_FILE), 'utf8')) as FolderOwner;
  } catch {
    return undefined;
  }
  try {
    process.kill(owner.pid, 0);
    return owner;
  } catch (error) {
    // EPERM: alive, another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? owner : undefined;
  }
}

/** Sends the command to the server's operator socket. */
function throughServer(
  owner: FolderOwner,
  command: PasscodeCommand,
  code: string,
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { socketPath: owner.socket ?? '', method: 'POST', path: '/passcode', timeout: 10_000 },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => {
          try {
            resolve(JSON.parse(text) as CommandResult);
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    sent.on('timeout', () => sent.destroy(new Error('no answer')));
    sent.on('error', reject);
    sent.end(JSON.stringify({ command, code }));
  });
}

export async function runCli(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  out: (line: string) => void,
): Promise<number> {
  const [group, name, code = ''] = argv;
  const command = PASSCODE_COMMANDS.find((c) => c === name);
  if (group !== 'passcode' || command === undefined) {
    out(USAGE);
    return 64; // EX_USAGE
  }
  if (command !== 'list' && code.trim().length < 4) {
    out('a passcode needs at least 4 characters');
    return 64;
  }
  // The CLI only touches passcodes: no payment settings needed.
  const config = loadConfig(env, { payments: false });
  const folder = config.database.pgliteDir ?? DEFAULT_PGLITE_DIR;
  if (config.database.url === undefined && !folder.startsWith('memory://')) {
    const owner = await folderOwner(folder);
    if (owner !== undefined) {
      try {
        if (owner.socket === null) throw new Error('it opened no operator socket');
        const result = await throughServer(owner, command, code);
        for (const line of result.lines) out(line);
        out(`(done by the running server, pid ${owner.pid}, which owns ${folder})`);
        return result.exitCode;
      } catch (error) {
        out(
          `a running server (pid ${owner.pid}) owns ${folder} and did not answer on ${owner.socket ?? 'an operator socket'} ` +
            `(${error instanceof Error ? error.message : String(error)}); the CLI does not write ` +
            `beside it (the write would be lost). Stop it (kill -TERM ${owner.pid}) and run the command again.`,
        );
        return EXIT_SERVER_OWNS_FOLDER;
      }
    }
  }
  const database = await createDb({
    databaseUrl: config.database.url,
    pgliteDir: config.database.pgliteDir,
    importBundledHistory: false,
  });
  try {
    const result = await runPasscodeCommand(database.db, command, code);
    for (const line of result.lines) out(line);
    return result.exitCode;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runCli(process.argv.slice(2), process.env, (line) => process.stdout.write(`${line}\n`)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
