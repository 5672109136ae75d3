// Operator commands, run where the API's environment is set (same DATABASE_URL / PGLITE_DIR):
//   node dist/cli.js passcode add <code>      store a gate passcode (only its hash is kept)
//   node dist/cli.js passcode disable <code>  turn a passcode off
//   node dist/cli.js passcode list            hashes and usage, never the codes
// In development: pnpm --filter @pick3/api passcode add <code>
import { createDb, passcodesRepository } from '@pick3/db';
import { loadConfig } from './config.js';
import { hashPasscode } from './services/passcode-gate.service.js';

const USAGE = 'usage: cli passcode add <code> | passcode disable <code> | passcode list';

export async function runCli(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  out: (line: string) => void,
): Promise<number> {
  const [group, command, code] = argv;
  if (group !== 'passcode' || !['add', 'disable', 'list'].includes(command ?? '')) {
    out(USAGE);
    return 64; // EX_USAGE
  }
  if (command !== 'list' && (code === undefined || code.trim().length < 4)) {
    out('a passcode needs at least 4 characters');
    return 64;
  }
  // The CLI only touches passcodes: no payment settings needed.
  const config = loadConfig(env, { payments: false });
  const database = await createDb({
    databaseUrl: config.database.url,
    pgliteDir: config.database.pgliteDir,
    importBundledHistory: false,
  });
  try {
    if (command === 'add') {
      const stored = await passcodesRepository.upsertHash(database.db, {
        codeHash: hashPasscode(code ?? ''),
        isActive: true,
      });
      out(
        `passcode #${stored.id} active (hash ${stored.codeHash.slice(0, 12)}…); the gate is on after the next start unless PASSCODE_GATE=off`,
      );
    } else if (command === 'disable') {
      const found = await passcodesRepository.setActive(
        database.db,
        hashPasscode(code ?? ''),
        false,
      );
      out(found ? 'passcode disabled' : 'no such passcode');
      if (!found) return 1;
    } else {
      for (const p of await passcodesRepository.list(database.db)) {
        out(
          `#${p.id} ${p.isActive ? 'active  ' : 'disabled'} hash ${p.codeHash.slice(0, 12)}… uses ${p.usageCount}` +
            ` first ${p.firstUsedAt?.toISOString() ?? '-'} last ${p.lastUsedAt?.toISOString() ?? '-'} ip ${p.assignedIp ?? '-'}`,
        );
      }
    }
    return 0;
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
