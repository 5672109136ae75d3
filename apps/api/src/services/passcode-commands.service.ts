// The operator's passcode commands (add, disable, list) on one database, wherever they run: the CLI
// on a database no server owns, or a running server for the CLI (operator-socket.plugin.ts), so a
// change on PGlite is made by the one process that owns the folder and takes effect at once.
import { passcodesRepository, type Database } from '@pick3/db';
import { hashPasscode } from './passcode-gate.service.js';

export type PasscodeCommand = 'add' | 'disable' | 'list';
export const PASSCODE_COMMANDS: readonly PasscodeCommand[] = ['add', 'disable', 'list'];

export interface CommandResult {
  /** The process exit code: 0 done, 1 nothing to do (no such passcode). */
  exitCode: number;
  lines: string[];
}

/** Runs one passcode command (the code is checked by the caller: 4+ characters for add/disable). */
export async function runPasscodeCommand(
  db: Database['db'],
  command: PasscodeCommand,
  code: string,
): Promise<CommandResult> {
  if (command === 'add') {
    const stored = await passcodesRepository.upsertHash(db, {
      codeHash: hashPasscode(code),
      isActive: true,
    });
    return {
      exitCode: 0,
      lines: [
        `passcode #${stored.id} active (hash ${stored.codeHash.slice(0, 12)}…); the gate is on after the next start unless PASSCODE_GATE=off`,
      ],
    };
  }
  if (command === 'disable') {
    const found = await passcodesRepository.setActive(db, hashPasscode(code), false);
    return { exitCode: found ? 0 : 1, lines: [found ? 'passcode disabled' : 'no such passcode'] };
  }
  const lines = (await passcodesRepository.list(db)).map(
    (p) =>
      `#${p.id} ${p.isActive ? 'active  ' : 'disabled'} hash ${p.codeHash.slice(0, 12)}… uses ${p.usageCount}` +
      ` first ${p.firstUsedAt?.toISOString() ?? '-'} last ${p.lastUsedAt?.toISOString() ?? '-'} ip ${p.assignedIp ?? '-'}`,
  );
  return { exitCode: 0, lines };
}
