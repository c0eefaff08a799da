import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, SQLITE_FILE_NAME, type DatabaseHandle } from './database';

/**
 * Another process writes to the embedded database while the server runs: an operator's
 * `npm run staff` or `npm run mail`. A transaction that reads and then writes must wait for
 * that writer, not fail with "database is locked" (CI saw it: a staff grant during a browser test).
 */

// Plain JavaScript, so the writer is a separate process as an operator's command is.
const WRITER = `
const major = Number(process.versions.node.split('.')[0]);
let Sqlite;
try { Sqlite = require(major >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3'); } catch { Sqlite = require('better-sqlite3'); }
const file = new Sqlite(process.argv[1], { timeout: 5000 });
const insert = file.prepare('insert into lock_probe (writer) values (?)');
process.stdout.write('ready\\n');
const pause = new Int32Array(new SharedArrayBuffer(4));
const until = Date.now() + Number(process.argv[2]);
while (Date.now() < until) {
  insert.run('other process');
  Atomics.wait(pause, 0, 0, 3);
}
file.close();
`;

function startWriter(file: string, milliseconds: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', WRITER, file, String(milliseconds)], {
    cwd: path.join(__dirname, '../..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout!.once('data', () => resolve(child));
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', resolve));
}

let dataDir: string;
let handle: DatabaseHandle;

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-write-lock-'));
  handle = await openDatabase({ dataDir, onConnectionLost: () => undefined });
  await sql`create table lock_probe (id integer primary key, writer text not null)`.execute(handle.db);
});

afterEach(async () => {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('transactions that read then write all commit while another process keeps writing', async () => {
  const writer = await startWriter(path.join(dataDir, SQLITE_FILE_NAME), 1500);
  const failures: string[] = [];
  let committed = 0;
  while (writer.exitCode === null) {
    try {
      await handle.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ n: number }>`select count(*) as n from lock_probe`.execute(trx);
        // Give the other process its turn between the read and the write.
        await new Promise((resolve) => setTimeout(resolve, 2));
        await sql`insert into lock_probe (writer) values (${`server after ${rows[0]!.n}`})`.execute(trx);
      });
      committed += 1;
    } catch (error) {
      failures.push((error as Error).message);
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  expect(await exited(writer)).toBe(0);
  expect(failures).toEqual([]);
  expect(committed).toBeGreaterThan(0);
});
