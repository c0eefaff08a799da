import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database';
import { enqueueMail } from '../mail/outbox';
import { runMailCommand } from './mail';

// The command works on the embedded database of DATA_DIR (PostgreSQL is the same code through Kysely).
test('the outbox from the command line: counts, the failed mails and why, and retrying them', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-mail-cli-'));
  const env = { DATA_DIR: dataDir };
  const handle = await openDatabase({ dataDir, onConnectionLost: () => undefined });
  const mail = (to: string) => ({
    kind: 'enquiry-acknowledgement' as const,
    to,
    data: { firstName: 'Maria', lastName: 'Lopez', interest: 'health care' },
  });
  for (const to of ['a@clinic.example', 'b@clinic.example', 'c@clinic.example'])
    await enqueueMail(handle.db, mail(to), { messageDomain: 'clarityrcm.com', now: new Date('2026-11-26T10:00:00Z') });
  await handle.db.updateTable('mail_outbox').set({ status: 'sent' }).where('recipient', '=', 'a@clinic.example').execute();
  await handle.db
    .updateTable('mail_outbox')
    .set({ status: 'failed', attempts: 12, last_error: '550 no such mailbox' })
    .where('recipient', '=', 'b@clinic.example')
    .execute();
  const failedId = (
    await handle.db.selectFrom('mail_outbox').select('id').where('recipient', '=', 'b@clinic.example').executeTakeFirstOrThrow()
  ).id;
  await handle.close();

  const lines: string[] = [];
  const run = (...args: string[]) => runMailCommand(args, env, (line) => lines.push(line));
  expect(await run('status')).toBe(0);
  expect(await run('failed')).toBe(0);
  expect(await run('retry', 'x')).toBe(2);
  expect(await run('retry', String(failedId))).toBe(0);
  expect(await run('failed')).toBe(0);
  expect(await run('status')).toBe(0);
  expect(lines).toEqual([
    'pending 1 (oldest written 2026-11-26T10:00:00.000+00:00)',
    'sent    1',
    'failed  1 (npm run mail -- failed)',
    `${failedId}\t2026-11-26T10:00:00.000+00:00\tenquiry-acknowledgement\tb@clinic.example\t12 attempts\t550 no such mailbox`,
    'usage: npm run mail -- status | failed | retry <id>... | retry all',
    '1 failed mail queued again.',
    'No failed mails.',
    expect.stringMatching(/^pending 2 \(oldest written 2026-11-26T10:00:00.000\+00:00\)$/),
    'sent    1',
    'failed  0',
  ]);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
