// The operator's passcode commands called directly on PGlite and PostgreSQL: add stores only a hash
// and is idempotent, disable finds a passcode by its code (exit 1 when there is none), and list shows
// each passcode's state and use without its code.
import { passcodesRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { hashPasscode } from './passcode-gate.service.js';
import { runPasscodeCommand } from './passcode-commands.service.js';

describeEachDriver('passcode commands service', (t) => {
  it('adds a passcode as a hash, lists it, disables it and says when there is none', async () => {
    const added = await runPasscodeCommand(t.db(), 'add', 'open-sesame');
    expect(added.exitCode).toBe(0);
    expect(added.lines[0]).toMatch(/^passcode #\d+ active \(hash [0-9a-f]{12}…\)/);
    const stored = await passcodesRepository.list(t.db());
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ codeHash: hashPasscode('open-sesame'), isActive: true });

    // Adding the same code again keeps one row.
    expect((await runPasscodeCommand(t.db(), 'add', 'open-sesame')).exitCode).toBe(0);
    await runPasscodeCommand(t.db(), 'add', 'second-code');
    const listed = await runPasscodeCommand(t.db(), 'list', '');
    expect(listed.exitCode).toBe(0);
    expect(listed.lines).toHaveLength(2);
    expect(listed.lines.join('\n')).not.toContain('open-sesame');
    expect(listed.lines[0]).toMatch(
      /^#\d+ active {3}hash [0-9a-f]{12}… uses 0 first - last - ip -$/,
    );

    expect(await runPasscodeCommand(t.db(), 'disable', 'open-sesame')).toEqual({
      exitCode: 0,
      lines: ['passcode disabled'],
    });
    expect(await runPasscodeCommand(t.db(), 'disable', 'never-added')).toEqual({
      exitCode: 1,
      lines: ['no such passcode'],
    });
    const after = await runPasscodeCommand(t.db(), 'list', '');
    expect(after.lines.filter((line) => line.includes('disabled'))).toHaveLength(1);

    // Adding a disabled code again turns it back on.
    await runPasscodeCommand(t.db(), 'add', 'open-sesame');
    const again = await passcodesRepository.list(t.db());
    expect(again.every((p) => p.isActive)).toBe(true);
  });
});
