import { sampleCard, sampleEnquiry } from '@rcm/shared/testing';
import type { EnquiryList } from '@rcm/shared';
import { accountSettingsMessages } from '@rcm/shared/account-texts';
import { kindsWithSecrets } from '../../mail/mail-kinds';
import { recordAudit } from '../../staff/audit-log';
import { consoleHeaders, signedInStaff, testOperator, verifyAddress } from '../../testing/staff-member';
import {
  describeDatabase,
  sendJson,
  setUpTestServer,
  signedInCookie,
  SITE_ORIGIN,
  subscribe,
  TEST_PASSWORD,
} from '../../testing/test-server';

const server = setUpTestServer();

/** The caller's "Download my data" file: its text and the parsed sections. */
async function myData(cookie: string) {
  const reply = await fetch(`${server.url}/customer/data`, { headers: { cookie } });
  expect(reply.status).toBe(200);
  const text = await reply.text();
  return { text, data: JSON.parse(text) as Record<string, unknown> & Record<'enquiries' | 'mails' | 'staffAccess', unknown> };
}

const sendEnquiry = (email: string, company: string) => sendJson(`${server.url}/contact`, 'POST', { ...sampleEnquiry, email, company });

async function enquiryIdOf(staffCookie: string, company: string): Promise<number> {
  const reply = await fetch(`${server.url}/staff/enquiries?q=${encodeURIComponent(company)}`, { headers: consoleHeaders(staffCookie) });
  return ((await reply.json()) as EnquiryList).items[0]!.id;
}

describe(`"Download my data": billing, enquiries, staff access and mails (${describeDatabase()})`, () => {
  test('holds the subscriptions with price, paid-until and cancellation, the charges, invoices and practice details', async () => {
    const cookie = await signedInCookie(server, 'mydata.billing@example.com');
    await sendJson(
      `${server.url}/customer/billing-details`,
      'PUT',
      { practice_name: 'Maple Grove Family Medicine', billing_address: '12 Elm Street, Springfield, IL 62701' },
      { cookie },
    );
    expect((await subscribe(server, 'mydata.billing@example.com', 'gold', { cookie })).status).toBe(200);
    expect((await sendJson(`${server.url}/subscribtion`, 'DELETE', undefined, { cookie })).status).toBe(200);
    const { data } = await myData(cookie);
    const [row] = await server.app.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('username', '=', 'mydata.billing@example.com')
      .execute();
    expect(data.subscriptions).toEqual([
      {
        package: 'gold',
        date: row!.created_at,
        monthlyPriceUsd: row!.monthly_price_usd,
        paidUntil: row!.paid_until,
        cancelledAt: row!.cancelled_at,
        endedAt: null,
        cardLastFour: sampleCard.number.slice(-4),
      },
    ]);
    expect(row!.cancelled_at).not.toBe('');
    expect(data.practice).toEqual({ name: 'Maple Grove Family Medicine', billingAddress: '12 Elm Street, Springfield, IL 62701' });
    const history = data.subscriptionHistory as Array<Record<string, unknown>>;
    expect(history.map((entry) => entry.action)).toEqual(['cancelled', 'subscribed']);
    const invoices = data.invoices as Array<Record<string, unknown>>;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      number: history[1]!.invoice_number,
      package: 'gold',
      period_end: row!.paid_until,
      amount_cents: row!.monthly_price_usd * 100,
      customer: { practice_name: 'Maple Grove Family Medicine', email: 'mydata.billing@example.com' },
    });
    expect(Object.keys(data.about as object)).toEqual(
      expect.arrayContaining(Object.keys(data).filter((key) => key !== 'about' && key !== 'exportedAt')),
    );
  });

  test("holds the caller's enquiries (matched on the whole address, any case), their staff access and mails, and nothing of anyone else's or any secret", async () => {
    const staff = await signedInStaff(server, 'mydata.staff@example.com');
    const cookie = await signedInCookie(server, 'mydata.me@example.com');
    await verifyAddress(server, 'mydata.me@example.com');
    const other = await signedInCookie(server, 'other.mydata.me@example.com');
    await sendEnquiry('MyData.Me@Example.com', 'Mine Clinic');
    await sendEnquiry('other.mydata.me@example.com', 'Theirs Clinic');
    await sendEnquiry('mydata.me@example.com.evil.test', 'Lookalike Clinic');
    const mine = await enquiryIdOf(staff.cookie, 'Mine Clinic');
    const theirs = await enquiryIdOf(staff.cookie, 'Theirs Clinic');
    for (const id of [mine, theirs]) {
      await fetch(`${server.url}/staff/enquiries/${id}`, { headers: consoleHeaders(staff.cookie) });
      await sendJson(`${server.url}/staff/enquiries/${id}/notes`, 'POST', { text: `internal note ${id}` }, consoleHeaders(staff.cookie));
    }
    const theirId = (
      (await (await fetch(`${server.url}/v1/account`, { headers: { cookie: other, 'x-appwrite-project': 'rcm' } })).json()) as {
        $id: string;
      }
    ).$id;
    await recordAudit(server.app.db, testOperator, { action: 'role.grant', subject: `user:${theirId}` }, new Date());
    await subscribe(server, 'other.mydata.me@example.com', 'platinum', { cookie: other });
    // The confirmation mail waits in the outbox with its secret link.
    await sendJson(`${server.url}/newsletter`, 'POST', { email: 'mydata.me@example.com' });
    const confirmation = await server.app.db
      .selectFrom('mail_outbox')
      .select('data')
      .where('kind', '=', 'newsletter-confirmation')
      .where('recipient', '=', 'mydata.me@example.com')
      .executeTakeFirstOrThrow();
    const links = Object.values(JSON.parse(confirmation.data) as Record<string, unknown>).filter(
      (value): value is string => typeof value === 'string' && value.startsWith('http'),
    );
    expect(links.length).toBeGreaterThan(0);

    const { text, data } = await myData(cookie);
    expect(data.enquiries).toEqual([
      expect.objectContaining({
        id: mine,
        company: 'Mine Clinic',
        email: 'MyData.Me@Example.com',
        message: sampleEnquiry.message,
        status: 'new',
      }),
    ]);
    expect(data.staffAccess).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'enquiry.read', subject: `enquiry:${mine}` })]),
    );
    expect((data.staffAccess as Array<{ subject: string }>).every((entry) => entry.subject === `enquiry:${mine}`)).toBe(true);
    expect(data.mails).toEqual([
      expect.objectContaining({ kind: 'enquiry-acknowledgement', subject: expect.stringMatching(/\S/), status: 'pending' }),
      expect.objectContaining({ kind: 'newsletter-confirmation', subject: expect.stringMatching(/newsletter/), status: 'pending' }),
    ]);
    // Nothing of anyone else: not their enquiry, note, audit entry, mail or address; no staff note; no secret.
    const row = await server.app.db.selectFrom('users').selectAll().where('email', '=', 'mydata.me@example.com').executeTakeFirstOrThrow();
    const sessions = await server.app.db.selectFrom('sessions').select('secret_hash').execute();
    const tokens = await server.app.db.selectFrom('email_tokens').select('token_hash').execute();
    const cards = await server.app.db.selectFrom('subscriptions').select(['payment_reference', 'card_reference']).execute();
    for (const foreign of [
      'Theirs Clinic',
      'Lookalike Clinic',
      'other.mydata.me',
      theirId,
      'platinum',
      'internal note',
      'mydata.staff@example.com',
      row.password_hash,
      ...links,
      ...sessions.map((session) => session.secret_hash),
      ...tokens.map((token) => token.token_hash),
      ...cards.flatMap((card) => [card.payment_reference, card.card_reference]).filter(Boolean),
      sampleCard.number,
    ]) {
      expect([foreign, text.includes(foreign)]).toEqual([foreign, false]);
    }
  });

  test("an address not proved yet shows no enquiry and no mail an enquiry caused, only the account's own mails (L13)", async () => {
    await sendEnquiry('mydata.unproved@example.com', 'Somebody Clinic');
    const cookie = await signedInCookie(server, 'mydata.unproved@example.com');
    await subscribe(server, 'mydata.unproved@example.com', 'gold', { cookie });
    const { text, data } = await myData(cookie);
    expect(data.enquiries).toBe(accountSettingsMessages.dataNewsletterUnverified);
    expect((data.mails as Array<{ kind: string }>).map((mail) => mail.kind)).toEqual(['subscription-receipt']);
    expect(text).not.toContain('Somebody Clinic');
  });

  test('a sent mail whose secret link was erased (its data kept as {}) is listed with no subject, not a server error', async () => {
    const address = 'mydata.erased@example.com';
    const cookie = await signedInCookie(server, address);
    await subscribe(server, address, 'silver', { cookie });
    // What the outbox worker leaves of every kind with a secret once it is sent (`erasedOnceFinished`).
    for (const kind of kindsWithSecrets)
      await server.app.db
        .insertInto('mail_outbox')
        .values({
          ...(await server.app.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', address).executeTakeFirstOrThrow()),
          id: undefined,
          message_id: `<erased-${kind}@example.com>`,
          kind,
          data: '{}',
          headers: '{}',
          status: 'sent',
        })
        .execute();
    const { data } = await myData(cookie);
    const mails = data.mails as Array<{ kind: string; subject: string }>;
    expect(mails.map((mail) => mail.kind)).toEqual(expect.arrayContaining(['subscription-receipt']));
    expect(mails.find((mail) => mail.kind === 'subscription-receipt')!.subject).not.toBe('');
    const erased = mails.filter((mail) => kindsWithSecrets.has(mail.kind));
    expect(erased.length).toBeGreaterThan(0);
    for (const mail of erased) expect([mail.kind, mail.subject]).toEqual([mail.kind, '']);
  });

  test('holds an email change under way (the new address waiting for its link), never its token', async () => {
    const cookie = await signedInCookie(server, 'mydata.mover@example.com');
    const asked = await sendJson(
      `${server.url}/v1/account/email`,
      'PATCH',
      { email: 'mydata.moved@example.com', password: TEST_PASSWORD },
      { cookie, origin: SITE_ORIGIN, 'x-appwrite-project': 'rcm' },
    );
    expect(asked.status).toBe(200);
    const { text, data } = await myData(cookie);
    expect(data.emailChanges).toEqual([
      {
        kind: 'new address waiting for its link',
        address: 'mydata.moved@example.com',
        since: expect.any(String),
        until: expect.any(String),
      },
    ]);
    const tokens = await server.app.db.selectFrom('email_tokens').select('token_hash').execute();
    for (const { token_hash: hash } of tokens) expect(text).not.toContain(hash);
  });
});
