import { setUpTestServer } from '../testing/test-server';
import { enqueueMail } from './outbox';
import { purgeFinishedMail } from './outbox-retention';

const server = setUpTestServer();

test('copies of mails sent or given up on go after 30 days; a mail still waiting never does', async () => {
  const db = server.app.db;
  const queue = (to: string, now: Date) =>
    enqueueMail(
      db,
      { kind: 'enquiry-acknowledgement', to, data: { firstName: 'Maria', lastName: 'Lopez', interest: 'health care' } },
      { messageDomain: 'clarityrcm.com', now },
    );
  const old = new Date('2026-10-01T00:00:00Z');
  const recent = new Date('2026-11-20T00:00:00Z');
  await queue('old-sent@clinic.example', old);
  await queue('old-failed@clinic.example', old);
  await queue('old-pending@clinic.example', old);
  await queue('recent-sent@clinic.example', recent);
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent' })
    .where('recipient', 'in', ['old-sent@clinic.example', 'recent-sent@clinic.example'])
    .execute();
  await db.updateTable('mail_outbox').set({ status: 'failed' }).where('recipient', '=', 'old-failed@clinic.example').execute();

  expect(await purgeFinishedMail(db, new Date('2026-11-26T00:00:00Z'))).toBe(2);
  const left = await db.selectFrom('mail_outbox').select('recipient').orderBy('recipient').execute();
  expect(left.map((row) => row.recipient)).toEqual(['old-pending@clinic.example', 'recent-sent@clinic.example']);
});
