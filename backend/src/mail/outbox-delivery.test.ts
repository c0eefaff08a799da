import { mailHeader, sampleEnquiry } from '@rcm/shared/testing';
import type { AppOptions } from '../config';
import { kindsWithSecrets, type MailData, type MailKind } from './mail-kinds';
import type { OutgoingMail } from './outbox';
import { capturedLogs } from '../testing/captured-logs';
import { mailingBackends } from '../testing/mailing-backends';
import { outboxRows } from '../testing/outbox';
import { describeDatabase, sendJson, SITE_ORIGIN } from '../testing/test-server';
import { waitUntil } from '../testing/wait-until';

/**
 * The outbox against a real mail server (MailDev, in a process of its own): what is written is
 * delivered, once, whatever the mail server does meanwhile; several instances share the work.
 */
/** Backends whose worker delivers to the test mail server, quickly retrying. */
const mailing = mailingBackends({ pollMs: 50, retryBaseMs: 100, maxRetryMs: 400 });
const startMailingServer = (overrides?: Partial<AppOptions>) => mailing.start(overrides);

const enquiry = (n: number) => ({
  ...sampleEnquiry,
  first_name: `Maria${'abcdefghijklmnopqrstuvwxyz'[n % 26]}`,
  email: `enquirer.${n}@riversideclinic.com`,
});

describe(`the mail outbox (${describeDatabase()})`, () => {
  test("an enquiry's acknowledgement and sales notice arrive once each, with the Message-IDs the outbox gave them", async () => {
    const server = await startMailingServer();
    expect((await sendJson(`${server.url}/contact`, 'POST', enquiry(1))).status).toBe(201);
    const mails = await mailing.mailServer.waitForCount(2);
    const rows = await outboxRows(server.app.db);
    expect(mails.map((mail) => mail.messageId).sort()).toEqual(rows.map((row) => row.message_id).sort());
    const acknowledgement = mails.find((mail) => mail.recipients.includes('enquirer.1@riversideclinic.com'))!;
    const notice = mails.find((mail) => mail.recipients.includes('sales@clarityrcm.com'))!;
    expect(acknowledgement.subject).toBeTruthy();
    expect(acknowledgement.text).toContain('Mariab');
    expect(acknowledgement.text).not.toContain(sampleEnquiry.message);
    expect(notice.text).toContain(sampleEnquiry.message);
    await waitUntil(async () => (await outboxRows(server.app.db)).every((row) => row.status === 'sent'));
    await mailing.close(server);
  });

  test('each side can answer the other: the notice replies to the enquirer (email and phone as links), the acknowledgement to sales', async () => {
    const server = await startMailingServer();
    expect((await sendJson(`${server.url}/contact`, 'POST', { ...enquiry(2), email: ' enquirer.2@riversideclinic.com ' })).status).toBe(
      201,
    );
    const mails = await mailing.mailServer.waitForCount(2);
    const acknowledgement = mails.find((mail) => mail.recipients.includes('enquirer.2@riversideclinic.com'))!;
    const notice = mails.find((mail) => mail.recipients.includes('sales@clarityrcm.com'))!;
    expect(mailHeader(notice, 'Reply-To')).toBe('enquirer.2@riversideclinic.com');
    expect(mailHeader(acknowledgement, 'Reply-To')).toBe('sales@clarityrcm.com');
    expect(notice.html).toContain('href="mailto:enquirer.2@riversideclinic.com"');
    expect(notice.html).toContain(`href="tel:+${sampleEnquiry.phone}"`);
    expect(notice.text).toContain(`Phone Number: ${sampleEnquiry.phone}`);
    // From stays the site's own address: only replies go elsewhere.
    expect(notice.from).toEqual([{ address: 'no-reply@clarityrcm.com', name: 'Clarity RCM' }]);
    await mailing.close(server);
  });

  test('a stored Reply-To that is not one mailbox (a list, a smuggled header) is left off; the mail goes to its recipient alone', async () => {
    const server = await startMailingServer();
    await server.app.mail.enqueue(server.app.db, {
      kind: 'account-deleted',
      to: 'reply.to@riversideclinic.com',
      data: {},
      replyTo: 'a@victim-a.com,b@victim-b.com\r\nBcc: c@victim-c.com',
    });
    const mail = await mailing.mailServer.waitFor((one) => one.recipients.includes('reply.to@riversideclinic.com'));
    expect(mailHeader(mail, 'Reply-To')).toBeUndefined();
    expect(mailHeader(mail, 'Bcc')).toBeUndefined();
    expect(mail.envelope.to).toEqual(['reply.to@riversideclinic.com']);
    await mailing.close(server);
  });

  test('while the mail server is down mails wait and are retried with backoff; once it is back each arrives exactly once', async () => {
    const server = await startMailingServer();
    await mailing.mailServer.stop();
    for (let n = 0; n < 10; n += 1) expect((await sendJson(`${server.url}/contact`, 'POST', enquiry(n))).status).toBe(201);
    await waitUntil(async () =>
      (await outboxRows(server.app.db)).every((row) => row.attempts >= 2 && row.status === 'pending' && row.last_error !== ''),
    );
    expect(await mailing.mailServer.count()).toBe(0);
    await mailing.mailServer.restart();
    await mailing.mailServer.waitForCount(20);
    await waitUntil(async () => (await outboxRows(server.app.db)).every((row) => row.status === 'sent'));
    const counts = await mailing.mailServer.countByMessageId();
    expect(counts.size).toBe(20);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    await mailing.close(server);
  });

  test('a mail still undelivered a day after it was written is marked failed and logged', async () => {
    const logs = capturedLogs();
    const server = await startMailingServer({ logger: { level: 'warn', stream: logs.stream } });
    await mailing.mailServer.stop();
    expect((await sendJson(`${server.url}/contact`, 'POST', enquiry(3))).status).toBe(201);
    await waitUntil(async () => (await outboxRows(server.app.db)).every((row) => row.attempts >= 1 && row.last_error !== ''));
    server.advanceClock(24 * 3600 + 60);
    await waitUntil(async () => (await outboxRows(server.app.db)).every((row) => row.status === 'failed'));
    expect(logs.text()).toMatch(/could not be delivered and is marked failed/);
    await mailing.mailServer.restart();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailing.mailServer.count()).toBe(0);
    await mailing.close(server);
  });

  test('every kind that carries a secret link keeps nothing of it once sent; a mail no template can write fails at once', async () => {
    const server = await startMailingServer();
    const secretLink = (kind: string, path: string) => `${SITE_ORIGIN}${path}?userId=u1&secret=S3CRET-${kind}`;
    // One mail of every kind; every link that opens something carries a marked secret.
    const samples: { [K in MailKind]: MailData[K] } = {
      'enquiry-acknowledgement': { firstName: 'Maria', lastName: 'Lopez', interest: 'health care' },
      'sales-notification': { enquiry: sampleEnquiry, enquiryUrl: `${SITE_ORIGIN}/staff/enquiries/1`, receivedAt: 'now' },
      'enquiry-reply': { firstName: 'Maria', lastName: 'Lopez', text: 'We can call on Monday.', staffName: 'Jordan Reyes' },
      'enquiry-assigned': {
        assigneeName: 'Sam',
        assignedBy: 'Jordan Reyes',
        enquirer: 'Maria Lopez',
        company: 'Riverside',
        interest: 'health care',
        enquiryUrl: `${SITE_ORIGIN}/staff/enquiries/1`,
      },
      'newsletter-confirmation': {
        confirmUrl: secretLink('newsletter-confirmation', '/newsletter/confirm'),
        unsubscribeUrl: secretLink('newsletter-unsubscribe', '/newsletter/unsubscribe'),
      },
      'password-recovery': { name: 'Grace', resetUrl: secretLink('password-recovery', '/reset-password'), expiresInMinutes: 60 },
      'email-verification': { name: 'Grace', verifyUrl: secretLink('email-verification', '/verify-email') },
      'mfa-challenge': { name: 'Grace', code: 'S3CRET-mfa-challenge', expiresInMinutes: 15, requestedFrom: 'Firefox on Windows' },
      'subscription-receipt': {
        name: 'Grace',
        packageName: 'Gold',
        monthlyPrice: '$50',
        cardLast4: '4242',
        date: 'today',
        paidUntil: 'later',
        manageUrl: `${SITE_ORIGIN}/profile`,
      },
      'subscription-cancellation': {
        name: 'Grace',
        packageName: 'Gold',
        until: 'later',
        date: 'today',
        manageUrl: `${SITE_ORIGIN}/profile`,
      },
      'subscription-lapsed': {
        name: 'Grace',
        packageName: 'Gold',
        paidUntil: 'earlier',
        date: 'today',
        attempts: 3,
        manageUrl: `${SITE_ORIGIN}/profile`,
      },
      'email-change-confirmation': {
        name: 'Grace',
        confirmUrl: secretLink('email-change-confirmation', '/verify-email'),
        expiresInMinutes: 60,
      },
      'email-change-requested': { name: 'Grace', newEmail: 'grace.new@riversideclinic.com', recoveryUrl: `${SITE_ORIGIN}/login/recovery` },
      'email-changed': {
        name: 'Grace',
        newEmail: 'grace.new@riversideclinic.com',
        undoUrl: secretLink('email-changed', '/reset-password'),
        undoDays: 7,
      },
      'password-changed': { name: 'Grace', via: 'settings', recoveryUrl: `${SITE_ORIGIN}/login/recovery` },
      'account-deleted': {},
      'canary-aborted': {
        name: 'Sam',
        remote: 'marketing',
        release: '2026-12-07-1a2b3c4',
        live: '2026-12-06-9f8e7d6',
        findings: ["failed page views: 40.0 % of 60 against the live release's 0.0 % of 70 (allowed up to 2.0 %)"],
        releasesUrl: `${SITE_ORIGIN}/staff/releases`,
      },
    };
    const kinds = Object.keys(samples) as MailKind[];
    for (const kind of kinds) {
      const headers =
        kind === 'newsletter-confirmation' ? { 'List-Unsubscribe': `<${secretLink('one-click', '/newsletter/unsubscribe')}>` } : {};
      await server.app.mail.enqueue(server.app.db, {
        kind,
        to: `${kind}@riversideclinic.com`,
        data: samples[kind],
        headers,
      } as OutgoingMail);
    }
    await server.app.db
      .insertInto('mail_outbox')
      .values({
        message_id: '<broken@clarityrcm.com>',
        kind: 'no-such-kind',
        recipient: 'a@riversideclinic.com',
        data: '{}',
        next_attempt_at: '2000-01-01T00:00:00.000+00:00',
        created_at: new Date().toISOString(),
      })
      .execute();
    const received = await mailing.mailServer.waitForCount(kinds.length);
    // Each secret went out in its mail (the kinds that carry one: mail-kinds.test.ts names them)...
    for (const kind of kindsWithSecrets) {
      const mail = received.find((one) => one.recipients.includes(`${kind}@riversideclinic.com`));
      expect([kind, mail?.text.includes(`S3CRET-${kind}`)]).toEqual([kind, true]);
    }
    await waitUntil(async () => (await outboxRows(server.app.db)).every((row) => row.status !== 'pending'));
    // ...and no copy of any is left: not in a sent row, nor in one given up on.
    expect((await server.dumpAllTables()).match(/S3CRET-[\w-]+/g)).toBeNull();
    const rows = await server.app.db
      .selectFrom('mail_outbox')
      .select(['kind', 'status', 'last_error'])
      .where('status', '=', 'failed')
      .execute();
    expect(rows).toEqual([
      { kind: 'no-such-kind', status: 'failed', last_error: 'the mail could not be written: no template for mail kind "no-such-kind"' },
    ]);
    await mailing.close(server);
  });

  test('each mail goes to its one recipient: To without a name, and an SMTP envelope naming it alone, from the sender', async () => {
    const server = await startMailingServer();
    await server.app.mail.enqueue(server.app.db, { kind: 'account-deleted', to: 'o.neil+billing@riversideclinic.com', data: {} });
    const mail = await mailing.mailServer.waitFor((one) => one.recipients.includes('o.neil+billing@riversideclinic.com'));
    expect(mail.to).toEqual([{ address: 'o.neil+billing@riversideclinic.com', name: '' }]);
    expect(mail.envelope).toEqual({ from: 'no-reply@clarityrcm.com', to: ['o.neil+billing@riversideclinic.com'] });
    expect(mail.from).toEqual([{ address: 'no-reply@clarityrcm.com', name: 'Clarity RCM' }]);
    expect(mail.subject).toBe('Your Clarity RCM account was deleted');
    // The notice to a deleted account keeps not even its address once sent.
    await waitUntil(async () => (await outboxRows(server.app.db)).every((row) => row.status === 'sent'));
    expect(await server.app.db.selectFrom('mail_outbox').select(['kind', 'recipient', 'data', 'headers']).execute()).toEqual([
      { kind: 'account-deleted', recipient: '', data: '{}', headers: '{}' },
    ]);
    await mailing.close(server);
  });

  test('a stored recipient that is not one mailbox (a row from before the rule) is failed at once and sent to nobody', async () => {
    const logs = capturedLogs();
    const server = await startMailingServer({ logger: { level: 'warn', stream: logs.stream } });
    const lists = ['n1@victim-a.com,n2@victim-b.com', 'Sales Team <attacker@evil.com>', 'team: a@victim-a.com, b@victim-b.com;'];
    for (const [n, recipient] of lists.entries()) {
      await server.app.db
        .insertInto('mail_outbox')
        .values({
          message_id: `<list-${n}@clarityrcm.com>`,
          kind: 'newsletter-confirmation',
          recipient,
          data: JSON.stringify({ confirmUrl: 'x', unsubscribeUrl: 'y' }),
          next_attempt_at: '2000-01-01T00:00:00.000+00:00',
          created_at: new Date().toISOString(),
        })
        .execute();
    }
    await server.app.mail.enqueue(server.app.db, { kind: 'account-deleted', to: 'after.lists@riversideclinic.com', data: {} });
    await mailing.mailServer.waitFor((one) => one.recipients.includes('after.lists@riversideclinic.com'));
    await waitUntil(async () => (await outboxRows(server.app.db)).every((row) => row.status !== 'pending'));
    const failed = await server.app.db
      .selectFrom('mail_outbox')
      .select(['status', 'last_error', 'data'])
      .where('kind', '=', 'newsletter-confirmation')
      .execute();
    expect(failed).toEqual(lists.map(() => ({ status: 'failed', last_error: 'the recipient is not one mailbox address', data: '{}' })));
    expect(await mailing.mailServer.count()).toBe(1);
    expect(logs.text()).toMatch(/is marked failed/);
    await mailing.close(server);
  });

  test('a send never starts without room for it in the claim: the mail goes back to the queue, unsent', async () => {
    // A claim shorter than the longest send (45 s of timeouts) never has room: nothing may start.
    const server = await startMailingServer({ mailWorker: { claimMs: 30_000 } });
    expect((await sendJson(`${server.url}/contact`, 'POST', enquiry(7))).status).toBe(201);
    await waitUntil(async () => (await outboxRows(server.app.db)).every((row) => row.attempts >= 3));
    const rows = await server.app.db.selectFrom('mail_outbox').select(['status', 'claimed_until']).execute();
    expect(rows.every((row) => row.status === 'pending')).toBe(true);
    expect(await mailing.mailServer.count()).toBe(0);
    await mailing.close(server);
  });

  test('two instances on one database deliver everything between them, never a mail twice', async () => {
    const first = await startMailingServer();
    const sameDatabase = process.env.DATABASE_URL ? { databaseUrl: first.options.databaseUrl } : { dataDir: first.options.dataDir };
    const second = await startMailingServer(sameDatabase);
    await mailing.mailServer.stop();
    const sent = await Promise.all(
      Array.from({ length: 40 }, (_, n) => sendJson(`${(n % 2 === 0 ? first : second).url}/contact`, 'POST', enquiry(n))),
    );
    expect(sent.every((reply) => reply.status === 201)).toBe(true);
    await mailing.mailServer.restart();
    await mailing.mailServer.waitForCount(80, 30_000);
    await waitUntil(async () => (await outboxRows(first.app.db)).every((row) => row.status === 'sent'));
    const counts = await mailing.mailServer.countByMessageId();
    expect(counts.size).toBe(80);
    expect([...counts.entries()].filter(([, count]) => count > 1)).toEqual([]);
  });
});
