import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { SQLITE_FILE_NAME } from './db/database';

const backendDir = path.join(__dirname, '..');
const serverScript = path.join(backendDir, 'dist/server.js');

/** The test runs the real build: `tsc -b` is incremental, so this costs about a second when dist is current. */
function buildServer(): void {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', backendDir], { stdio: 'inherit' });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [serverScript], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', RATE_LIMIT_SCALE: '100000' },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error('the backend did not start');
}

const enquiry = (n: number) => ({
  first_name: 'Crash',
  last_name: `Test ${n}`,
  title: 'Practice Manager',
  company: 'Durability Clinic',
  interest: 'health care',
  method: '5',
  country: 'United States',
  email: `crash${n}@clinic.com`,
  phone: '15551234567',
  message: `Enquiry number ${n} sent during the crash test.`,
});

/** Each round kills the server once this many enquiries of the round were acknowledged. */
const ACKNOWLEDGED_BEFORE_KILL = 40;

const describeSqlite = process.env.DATABASE_URL ? describe.skip : describe;

describeSqlite('a SIGKILL mid-stream loses no acknowledged enquiry (SQLite)', () => {
  beforeAll(buildServer, 120_000);

  test('three crashes in a row, every 2xx enquiry is in the database after a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-crash-'));
    const port = await freePort();
    const acknowledged = new Set<string>();
    let next = 0;
    for (let round = 0; round < 3; round += 1) {
      const child = await startServer(dataDir, port);
      let stop = false;
      let acknowledgedThisRound = 0;
      let enoughAcknowledged: () => void = () => undefined;
      const midStream = new Promise<void>((resolve) => (enoughAcknowledged = resolve));
      const sender = async () => {
        while (!stop) {
          const body = enquiry((next += 1));
          try {
            const response = await fetch(`http://127.0.0.1:${port}/contact`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            });
            if (response.status === 201) {
              acknowledged.add(body.last_name);
              if ((acknowledgedThisRound += 1) === ACKNOWLEDGED_BEFORE_KILL) enoughAcknowledged();
            }
          } catch {
            return; // the server is gone
          }
        }
      };
      // Four senders keep requests in flight, so the kill lands in the middle of writes.
      const senders = Promise.all([sender(), sender(), sender(), sender()]);
      await midStream;
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      stop = true;
      await senders;
    }

    // The server starts again on the crashed data (recovering the WAL) and stops cleanly.
    const restarted = await startServer(dataDir, port);
    restarted.kill('SIGTERM');
    await new Promise((resolve) => restarted.once('exit', resolve));

    const file = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME), { readonly: true });
    expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
    const stored = new Set((file.prepare('select last_name from contact_enquiries').all() as Array<{ last_name: string }>).map((row) => row.last_name));
    file.close();
    const lost = [...acknowledged].filter((name) => !stored.has(name));
    console.log(`crash test: ${acknowledged.size} enquiries acknowledged over 3 SIGKILLs, ${lost.length} lost`);
    expect(acknowledged.size).toBeGreaterThanOrEqual(3 * ACKNOWLEDGED_BEFORE_KILL);
    expect(lost).toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
