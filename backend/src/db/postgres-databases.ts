import { Client } from 'pg';

/**
 * A PostgreSQL database of its own on the server `serverUrl` names, and a way to drop it again:
 * each test file's server (backend/src/testing/test-server.ts) and each bench run
 * (`npm run bench:staff`) gets one, so none sees another's rows. `prefix` says whose it is.
 */
export async function createPostgresDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
