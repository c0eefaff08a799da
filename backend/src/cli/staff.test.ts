import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database';
import { runStaffCommand } from './staff';

// The command works on the embedded database of DATA_DIR (PostgreSQL is the same code through Kysely).
test('grant, list and revoke the staff role from the command line, each change audited', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-staff-cli-'));
  const env = { DATA_DIR: dataDir };
  const handle = await openDatabase({ dataDir, onConnectionLost: () => undefined });
  const now = new Date().toISOString();
  await handle.db
    .insertInto('users')
    .values({ id: 'u1', email: 'maria@clinic.com', name: 'Maria', password_hash: 'x', prefs: '{}', created_at: now, updated_at: now, password_updated_at: now, accessed_at: now })
    .execute();
  await handle.close();

  const lines: string[] = [];
  const run = (...args: string[]) => runStaffCommand(args, env, (line) => lines.push(line));
  expect(await run('grant', 'Maria@Clinic.com')).toBe(0);
  expect(await run('grant', 'maria@clinic.com')).toBe(0);
  expect(await run('list')).toBe(0);
  expect(await run('grant', 'nobody@clinic.com')).toBe(1);
  expect(await run('revoke', 'maria@clinic.com')).toBe(0);
  expect(await run('list')).toBe(0);
  expect(await run('promote', 'maria@clinic.com')).toBe(2);
  expect(lines).toEqual([
    'Maria@Clinic.com is now staff.',
    'maria@clinic.com was already staff.',
    'maria@clinic.com\tMaria',
    'No account has the email nobody@clinic.com: it must register on the site first.',
    'maria@clinic.com is no longer staff.',
    'No staff accounts.',
    'usage: npm run staff -- grant <email> | revoke <email> | list',
  ]);

  const reopened = await openDatabase({ dataDir, onConnectionLost: () => undefined });
  const audit = await reopened.db.selectFrom('audit_log').select(['action', 'subject', 'actor_id']).orderBy('id').execute();
  expect(audit).toEqual([
    { action: 'role.grant', subject: 'user:maria@clinic.com', actor_id: 'cli' },
    { action: 'role.revoke', subject: 'user:maria@clinic.com', actor_id: 'cli' },
  ]);
  await reopened.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
