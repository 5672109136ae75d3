// A PostgreSQL server of the test's own: initdb into a temporary folder, started on a free port, so a
// test may stop, freeze and restart it without touching the machine's main server. initdb refuses to
// run as root, so as root every server command runs as the `postgres` user.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The folder holding initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<n>/bin, else PATH. */
export async function findPostgresBin(): Promise<string | undefined> {
  const candidates: string[] = [];
  if (process.env['PG_BIN']) candidates.push(process.env['PG_BIN']);
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join(root, version, 'bin')));
  }
  for (const dir of candidates)
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  try {
    const { stdout } = await run('sh', ['-c', 'command -v initdb']);
    const initdb = stdout.trim();
    if (initdb !== '' && existsSync(initdb.replace(/initdb$/, 'pg_ctl')))
      return initdb.replace(/\/initdb$/, '');
  } catch {
    // Not on PATH either.
  }
  return undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: sessions are ended, new connections refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP (or SIGCONT) to every server process: the database hangs without refusing anything. */
  freeze(): Promise<void>;
  thaw(): Promise<void>;
  /** Stops the server if running and deletes its folder. */
  destroy(): Promise<void>;
}

/** initdb + start on a free port. The caller destroys it. */
export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(join(tmpdir(), 'pick3-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args])
      : run(join(bin, tool), args);
  await pg('initdb', [
    '-D',
    data,
    '--auth=trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const port = await freePort();
  // fsync off: this server's data is thrown away, and the tests start and stop it several times.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off`;
  let running = false;
  let frozen = false;
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', '-t', '30', 'start']);
    running = true;
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
    running = false;
  };
  /** The postmaster and its children (backends, checkpointer, …): the processes this test started. */
  const serverPids = async (): Promise<number[]> => {
    const postmaster = Number(
      (await readFile(join(data, 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(postmaster)]).catch(() => ({
      stdout: '',
    }));
    return [
      postmaster,
      ...stdout
        .split('\n')
        .map((line) => Number(line.trim()))
        .filter((pid) => pid > 0),
    ];
  };
  const signal = async (name: 'SIGSTOP' | 'SIGCONT') => {
    for (const pid of await serverPids()) {
      try {
        process.kill(pid, name);
      } catch {
        // A backend that just ended.
      }
    }
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    freeze: async () => {
      await signal('SIGSTOP');
      frozen = true;
    },
    thaw: async () => {
      await signal('SIGCONT');
      frozen = false;
    },
    destroy: async () => {
      if (frozen) await signal('SIGCONT').catch(() => {});
      if (running)
        await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
