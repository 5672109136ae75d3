// The database: `app.db` (Kysely, handed to @pick3/db repositories) and `app.database` (driver,
// ping, close). Opened with createDb (migrations, state seed, bundled history on first start) unless
// the caller passes an open one (tests, which own and close it themselves).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDb, type Database } from '@pick3/db';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database['db'];
    database: Database;
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
    if (database === undefined) {
      const { url, pgliteDir, importBundledHistory, historyDir } = opts.config.database;
      database = await createDb({
        databaseUrl: url,
        pgliteDir,
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
    app.decorate('db', database.db);
  },
  { name: 'db', fastify: '5.x' },
);
