// The database: `app.db` (Kysely, handed to @pick3/db repositories) and `app.database` (driver,
// ping, close). Opened with createDb (migrations, state seed, bundled history on first start) unless
// the caller passes an open one (tests, which own and close it themselves). At start, ingest runs a
// killed process left unfinished are marked interrupted.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDb, DEFAULT_PGLITE_DIR, ingestRunsRepository, type Database } from '@pick3/db';
import { INGEST_LOCK_KEY } from '@pick3/scraper';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database['db'];
    database: Database;
    /** The PGlite folder this process opened and owns (operator-socket.plugin.ts); else undefined. */
    pgliteFolder: string | undefined;
  }
}

export interface DbPluginOptions {
  config: Config;
  /** An already open database; the app then leaves closing it to the caller. */
  database?: Database | undefined;
}

export default fp(
  async function dbPlugin(app: FastifyInstance, opts: DbPluginOptions) {
    let database = opts.database;
    let pgliteFolder: string | undefined;
    if (database === undefined) {
      const { url, pgliteDir, poolSize, queryTimeoutMs, importBundledHistory, historyDir } =
        opts.config.database;
      const folder = pgliteDir ?? DEFAULT_PGLITE_DIR;
      if (url === undefined && !folder.startsWith('memory://')) pgliteFolder = folder;
      database = await createDb({
        databaseUrl: url,
        pgliteDir,
        poolSize,
        queryTimeoutMs,
        importBundledHistory,
        historyDir,
        logger: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) },
      });
      const owned = database;
      app.addHook('onClose', async () => {
        await owned.close();
      });
    }
    app.decorate('database', database);
    app.decorate('pgliteFolder', pgliteFolder);
    app.decorate('db', database.db);
    // Runs a killed process left open (kill -9 mid-ingestion) are closed as interrupted, unless an
    // ingestion runs right now somewhere (its lock is held): they no longer look like the latest run.
    const interrupted = await ingestRunsRepository.markInterrupted(database.db, INGEST_LOCK_KEY);
    if (interrupted > 0)
      app.log.warn({ runs: interrupted }, 'ingest runs left unfinished were marked interrupted');
  },
  { name: 'db', fastify: '5.x' },
);
