// The one PostgreSQL database the scale-out processes share: a dedicated `pick3_scaleout_<random>`
// on the TEST_DATABASE_URL server (CI), else on the machine's local server when it answers, dropped
// afterwards (the processes migrate it and import the history into it, so it is not a reused one).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Where a developer's machine usually has a trust-auth PostgreSQL. */
const LOCAL_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type ScaleOutDatabase =
  | {
      available: true;
      url: string;
      query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
      drop(): Promise<void>;
    }
  | { available: false; reason: string };

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export async function createScaleOutDatabase(): Promise<ScaleOutDatabase> {
  const configured = process.env['TEST_DATABASE_URL'];
  const serverUrl = configured !== undefined && configured !== '' ? configured : LOCAL_SERVER_URL;
  const name = `pick3_scaleout_${randomBytes(6).toString('hex')}`;
  try {
    await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { available: false, reason: `cannot create a database on ${serverUrl}: ${message}` };
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    available: true,
    url: url.toString(),
    query: async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      withClient(url.toString(), async (client) => (await client.query<Row>(text, values)).rows),
    // FORCE: a process killed with SIGKILL may leave a connection the server has not noticed yet.
    drop: () =>
      withClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ).then(() => undefined),
  };
}
