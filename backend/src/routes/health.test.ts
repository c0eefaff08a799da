import { Client } from 'pg';
import { describeDatabase, setUpTestServer } from '../testing/test-server';

const server = setUpTestServer();

describe(`GET /health (${describeDatabase()})`, () => {
  test('ready when the database answers a query', async () => {
    const reply = await fetch(`${server.url}/health`);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'sqlite' });
  });

  // Only PostgreSQL has connections a server can drop; the embedded database has none to test.
  if (process.env.DATABASE_URL)
    test("PostgreSQL ending the server's connections does not bring it down", async () => {
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
      const admin = new Client({ connectionString: server.options.databaseUrl });
      await admin.connect();
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await admin.end();
      // A connection killed while idle may fail one query before the pool replaces it.
      let status = 0;
      for (let attempt = 0; attempt < 5 && status !== 200; attempt += 1) status = (await fetch(`${server.url}/health`)).status;
      expect(status).toBe(200);
    });

  test('503 once the database is gone', async () => {
    await server.app.db.destroy();
    const reply = await fetch(`${server.url}/health`);
    expect(reply.status).toBe(503);
    expect(await reply.json()).toMatchObject({ status: 'unavailable' });
  });
});
