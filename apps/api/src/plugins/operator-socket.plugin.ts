// Operator commands through the running server (issue 35 finding 4). PGlite is one process's
// database: a CLI opening the folder beside a running server writes where the server never looks,
// and the server's own pages overwrite it at shutdown. So a server that owns a PGlite folder says so
// in it (`pick3-server.json`: its pid and socket) and listens on a Unix socket there
// (`pick3-operator.sock`, mode 0600: whoever may write the folder may command it, nobody else). The
// CLI finds it and sends its command here instead of opening the folder (src/cli.ts); the change
// takes effect at once (the gate re-reads its passcodes). Both files go when the server stops.
import { chmod, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  PASSCODE_COMMANDS,
  runPasscodeCommand,
  type CommandResult,
  type PasscodeCommand,
} from '../services/passcode-commands.service.js';

/** The file a server owning a PGlite folder writes there. */
export const OWNER_FILE = 'pick3-server.json';
/** The operator socket in the folder. */
export const OPERATOR_SOCKET = 'pick3-operator.sock';

export interface FolderOwner {
  pid: number;
  /** Null when the socket could not be opened (a folder path too long for a Unix socket). */
  socket: string | null;
}

/** A command's body on the socket: `{ command, code }`, the answer a CommandResult. */
async function readCommand(
  request: IncomingMessage,
): Promise<{ command: PasscodeCommand; code: string } | undefined> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > 4096) return undefined;
  }
  try {
    const body = JSON.parse(text) as { command?: unknown; code?: unknown };
    const command = PASSCODE_COMMANDS.find((c) => c === body.command);
    if (command === undefined || typeof body.code !== 'string') return undefined;
    return { command, code: body.code };
  } catch {
    return undefined;
  }
}

export default fp(
  async function operatorSocketPlugin(app: FastifyInstance) {
    const folder = app.pgliteFolder;
    if (folder === undefined) return;
    const socket = join(folder, OPERATOR_SOCKET);
    const ownerFile = join(folder, OWNER_FILE);
    const answer = (response: ServerResponse, status: number, result: CommandResult) =>
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify(result));
    const server = createServer((request, response) => {
      void (async () => {
        const command = request.method === 'POST' ? await readCommand(request) : undefined;
        if (command === undefined)
          return answer(response, 400, { exitCode: 64, lines: ['unknown command'] });
        try {
          const result = await runPasscodeCommand(app.db, command.command, command.code);
          if (app.hasDecorator('passcodeGate')) await app.passcodeGate.reload();
          app.log.info({ command: command.command }, 'operator command run through the server');
          return answer(response, 200, result);
        } catch (error) {
          app.log.error({ err: error }, 'operator command failed');
          return answer(response, 500, {
            exitCode: 1,
            lines: ['the command failed (see the server log)'],
          });
        }
      })();
    });
    // A socket left by a killed server would make listen fail.
    await rm(socket, { force: true });
    let listening = true;
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(socket, () => resolve());
      });
      await chmod(socket, 0o600);
    } catch (error) {
      // The server still owns the folder: the CLI then refuses and says to stop it first.
      listening = false;
      app.log.warn(
        { err: error, socket },
        'operator socket not opened: the CLI will refuse to run',
      );
    }
    const owner: FolderOwner = { pid: process.pid, socket: listening ? socket : null };
    await writeFile(ownerFile, JSON.stringify(owner));
    app.addHook('onClose', async () => {
      if (listening) await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(ownerFile, { force: true });
      await rm(socket, { force: true });
    });
  },
  { name: 'operator-socket', fastify: '5.x', dependencies: ['db', 'passcode-gate'] },
);
