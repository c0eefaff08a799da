import { createHash } from 'node:crypto';
import { newsletterMessages, newsletterPaths, newsletterTexts, toastMessages } from '@rcm/shared';
import { notOneMailbox } from '@rcm/shared/testing';
import { renderMailOf } from '../mail/mail-kinds';
import { describeDatabase, sendJson, setUpTestServer, signedInCookie, SITE_ORIGIN, startTestServer } from '../testing/test-server';

const server = setUpTestServer();

const subscribe = (email: string) => sendJson(`${server.url}/newsletter`, 'POST', { email });

/** The mails queued for `address`, each with what the worker will write from it. */
async function outboxFor(address: string) {
  const rows = await server.app.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', address).orderBy('id').execute();
  return Promise.all(rows.map(async (row) => ({ ...row, ...(await renderMailOf(row.kind, JSON.parse(row.data))) })));
}

async function subscriberOf(address: string) {
  return server.app.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', address).executeTakeFirst();
}

/** The links of a newsletter mail, as its recipient would find them; the API's on this test server. */
function linksOf(mail: { text: string; headers: string }) {
  const urls = mail.text.match(/https?:\/\/\S+/g) ?? [];
  const confirm = urls.find((url) => url.includes(newsletterPaths.confirm));
  const unsubscribe = urls.find((url) => url.includes(newsletterPaths.unsubscribe));
  const headers = JSON.parse(mail.headers) as Record<string, string>;
  const oneClick = /^<(.+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1];
  if (!confirm || !unsubscribe || !oneClick) throw new Error(`a newsletter mail without its links: ${mail.text} ${mail.headers}`);
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
  const api = new URL(oneClick);
  return {
    confirm,
    unsubscribe,
    oneClick: `${server.url}${api.pathname}${api.search}`,
    headers,
    confirmToken: tokenOf(confirm),
    unsubscribeToken: tokenOf(unsubscribe),
  };
}

/** Signs `address` up and returns the links of the confirmation mail that causes. */
async function signUp(address: string) {
  expect((await subscribe(address)).status).toBe(200);
  const mails = await outboxFor(address);
  return linksOf(mails[mails.length - 1]!);
}

const confirm = (token: unknown) => sendJson(`${server.url}/newsletter/confirm`, 'POST', { token });
const unsubscribe = (token: unknown) => sendJson(`${server.url}/newsletter/unsubscribe`, 'POST', { token });

/** What a mail provider sends for a one-click unsubscribe (RFC 8058): no Origin, no cookie, a form body. */
const oneClickPost = (url: string, body = 'List-Unsubscribe=One-Click', contentType = 'application/x-www-form-urlencoded') =>
  fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body });

describe(`POST /newsletter (${describeDatabase()})`, () => {
  test('subscribing twice (in any letter case) keeps one row, and both replies are the same: nobody can ask who is on the list', async () => {
    const first = await sendJson(`${server.url}/newsletter`, 'POST', { email: 'Office@Practice.com' });
    const second = await sendJson(`${server.url}/newsletter`, 'POST', { email: ' office@practice.com ' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.text).toBe(second.text);
    expect(first.json).toEqual({ message: toastMessages.newsletterSubscribed });
    const rows = await server.app.db.selectFrom('newsletter_subscribers').selectAll().where('email', 'like', '%practice.com').execute();
    expect(rows.map((row) => row.email)).toEqual(['office@practice.com']);
  });

  test.each([
    { email: 'office@practice.org' },
    { email: 12 },
    {},
    { email: 'x'.repeat(2000) + '@a.com' },
    { email: 'off\u0000ice@practice.com' },
    { email: 'office@practice.com\u001b' },
  ])('%p is refused with the spec message', async (body) => {
    const reply = await sendJson(`${server.url}/newsletter`, 'POST', body);
    expect(reply.status).toBe(400);
    expect(reply.json.message).toBe(newsletterMessages.email);
  });

  test.each(notOneMailbox)('%p is not one address: the spec message, no row and no mail (M8)', async (email) => {
    const before = await server.app.db.selectFrom('mail_outbox').select('id').execute();
    expect(await subscribe(email)).toMatchObject({ status: 400, json: { message: newsletterMessages.email } });
    expect(
      await server.app.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email.trim().toLowerCase()).execute(),
    ).toEqual([]);
    expect(await server.app.db.selectFrom('mail_outbox').select('id').execute()).toEqual(before);
  });

  test('a new address is stored pending and sent one confirmation mail with List-Unsubscribe (RFC 8058) and visible links', async () => {
    const address = 'new.reader@clinic.com';
    const reply = await subscribe(address);
    expect(reply.json).toEqual({ message: toastMessages.newsletterSubscribed });
    expect(await subscriberOf(address)).toMatchObject({ status: 'pending', confirmed_at: '' });
    const mails = await outboxFor(address);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'newsletter-confirmation', status: 'pending' });
    const links = linksOf(mails[0]!);
    expect(links.headers).toEqual({
      'List-Unsubscribe': `<${server.app.mail.apiUrl}/newsletter/unsubscribe?token=${links.unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(links.confirm).toBe(`${SITE_ORIGIN}${newsletterPaths.confirm}?token=${links.confirmToken}`);
    expect(links.unsubscribe).toBe(`${SITE_ORIGIN}${newsletterPaths.unsubscribe}?token=${links.unsubscribeToken}`);
    expect(mails[0]!.html).toContain(`href="${links.confirm}"`);
    expect(mails[0]!.html).toContain(`href="${links.unsubscribe}"`);
    // Two different random secrets, each 256 bits.
    expect(links.confirmToken).not.toBe(links.unsubscribeToken);
    expect(Buffer.from(links.confirmToken, 'base64url')).toHaveLength(32);
  });

  test('tokens are stored only as their SHA-256: no secret of a mail is in the database', async () => {
    const links = await signUp('hashed@clinic.com');
    const rows = await server.app.db.selectFrom('email_tokens').selectAll().where('subject', '=', 'hashed@clinic.com').execute();
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(rows.map((row) => [row.purpose, row.token_hash]).sort()).toEqual(
      [
        ['newsletter-confirm', sha256(links.confirmToken)],
        ['newsletter-unsubscribe', sha256(links.unsubscribeToken)],
      ].sort(),
    );
    // The mail waiting in the outbox holds its links until it is sent (outbox-delivery.test.ts: then no more).
    await server.app.db.deleteFrom('mail_outbox').where('recipient', '=', 'hashed@clinic.com').execute();
    const everything = JSON.stringify(rows) + (await server.dumpAllTables());
    expect(everything).not.toContain(links.confirmToken);
    expect(everything).not.toContain(links.unsubscribeToken);
  });

  test('the same reply for a new, a pending and a confirmed address; a pending one is mailed again at most every 10 minutes, a confirmed one never', async () => {
    const address = 'same.reply@clinic.com';
    const asNew = await subscribe(address);
    const asPending = await subscribe(address);
    expect(await outboxFor(address)).toHaveLength(1);
    server.advanceClock(11 * 60);
    expect((await subscribe(address)).text).toBe(asNew.text);
    expect(await outboxFor(address)).toHaveLength(2);
    const links = linksOf((await outboxFor(address))[1]!);
    expect((await confirm(links.confirmToken)).status).toBe(200);
    server.advanceClock(11 * 60);
    const asConfirmed = await subscribe(address);
    expect([asNew.status, asPending.status, asConfirmed.status]).toEqual([200, 200, 200]);
    expect(new Set([asNew.text, asPending.text, asConfirmed.text]).size).toBe(1);
    expect(await outboxFor(address)).toHaveLength(2);
    expect(await subscriberOf(address)).toMatchObject({ status: 'confirmed' });
  });
});

describe(`POST /newsletter/confirm (${describeDatabase()})`, () => {
  test("the link confirms the address once; a second use, another mail's link or a made-up token does nothing", async () => {
    const address = 'confirm.once@clinic.com';
    const first = await signUp(address);
    server.advanceClock(11 * 60);
    const second = await signUp(address);
    const reply = await confirm(second.confirmToken);
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ message: newsletterTexts.confirmed });
    const row = await subscriberOf(address);
    expect(row).toMatchObject({ status: 'confirmed' });
    expect(row!.confirmed_at).not.toBe('');
    for (const token of [second.confirmToken, first.confirmToken, 'made-up', first.unsubscribeToken]) {
      const again = await confirm(token);
      expect(again.status).toBe(404);
      expect(again.json.message).toBe(newsletterTexts.confirmLinkInvalid);
    }
    expect((await confirm(undefined)).status).toBe(400);
  });

  test('a confirmation link expires after 7 days', async () => {
    const links = await signUp('confirm.late@clinic.com');
    server.advanceClock(7 * 86_400 + 60);
    expect((await confirm(links.confirmToken)).status).toBe(404);
    expect(await subscriberOf('confirm.late@clinic.com')).toMatchObject({ status: 'pending' });
  });

  test('it is refused from another site, like every write', async () => {
    const links = await signUp('confirm.origin@clinic.com');
    const reply = await sendJson(
      `${server.url}/newsletter/confirm`,
      'POST',
      { token: links.confirmToken },
      { origin: 'https://evil.example' },
    );
    expect(reply.status).toBe(403);
    expect(await subscriberOf('confirm.origin@clinic.com')).toMatchObject({ status: 'pending' });
  });
});

describe(`POST /newsletter/unsubscribe (${describeDatabase()})`, () => {
  test("from the site's page (JSON): the address is deleted, and the link says the same when used again", async () => {
    const address = 'leave.page@clinic.com';
    const links = await signUp(address);
    await confirm(links.confirmToken);
    for (let round = 0; round < 2; round += 1) {
      const reply = await unsubscribe(links.unsubscribeToken);
      expect(reply.status).toBe(200);
      expect(reply.json).toEqual({ message: newsletterTexts.unsubscribed });
      expect(await subscriberOf(address)).toBeUndefined();
    }
    const invalid = await unsubscribe('made-up');
    expect(invalid.status).toBe(404);
    expect(invalid.json.message).toBe(newsletterTexts.unsubscribeLinkInvalid);
  });

  test('a pending address can leave too, and its confirmation link then does nothing', async () => {
    const links = await signUp('leave.pending@clinic.com');
    expect((await unsubscribe(links.unsubscribeToken)).status).toBe(200);
    expect((await confirm(links.confirmToken)).status).toBe(404);
    expect(await subscriberOf('leave.pending@clinic.com')).toBeUndefined();
  });

  test("RFC 8058 one-click: a mail provider's form POST to the List-Unsubscribe URL, without Origin, unsubscribes", async () => {
    const address = 'leave.oneclick@clinic.com';
    const links = await signUp(address);
    await confirm(links.confirmToken);
    const reply = await oneClickPost(links.oneClick);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ message: newsletterTexts.unsubscribed });
    expect(await subscriberOf(address)).toBeUndefined();
  });

  test('one-click as multipart/form-data, and from a provider whose request carries its own Origin', async () => {
    const multipart = await signUp('leave.multipart@clinic.com');
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await fetch(multipart.oneClick, { method: 'POST', body: form })).status).toBe(200);
    expect(await subscriberOf('leave.multipart@clinic.com')).toBeUndefined();

    const withOrigin = await signUp('leave.origin@clinic.com');
    const reply = await fetch(withOrigin.oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.provider.example' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(reply.status).toBe(200);
    expect(await subscriberOf('leave.origin@clinic.com')).toBeUndefined();
  });

  test('a form POST without the one-click body, or without the token, does nothing', async () => {
    const links = await signUp('stay.form@clinic.com');
    expect((await oneClickPost(links.oneClick, 'List-Unsubscribe=Other')).status).toBe(400);
    expect((await oneClickPost(`${server.url}/newsletter/unsubscribe`)).status).toBe(400);
    expect([400, 415]).toContain((await oneClickPost(links.oneClick, 'List-Unsubscribe=One-Click', 'text/plain')).status);
    expect(await subscriberOf('stay.form@clinic.com')).toBeDefined();
  });

  test('the other form-encoded routes still refuse forms', async () => {
    const reply = await oneClickPost(`${server.url}/newsletter`, 'email=office%40practice.com');
    expect(reply.status).toBe(415);
  });

  test('signing up again after leaving starts afresh: the old links do nothing', async () => {
    const address = 'back.again@clinic.com';
    const old = await signUp(address);
    await confirm(old.confirmToken);
    await unsubscribe(old.unsubscribeToken);
    const fresh = await signUp(address);
    expect((await unsubscribe(old.unsubscribeToken)).status).toBe(404);
    expect(await subscriberOf(address)).toMatchObject({ status: 'pending' });
    expect((await confirm(fresh.confirmToken)).status).toBe(200);
  });
});

describe(`the newsletter routes at their edges (${describeDatabase()})`, () => {
  test('a body without a usable token is Appwrite\'s missing "token" param; a token that matches nothing is newsletter_token_invalid', async () => {
    for (const path of ['/newsletter/confirm', '/newsletter/unsubscribe']) {
      for (const body of ['null', '"a-token"', '{}', '{"token":5}', '{"token":""}']) {
        expect((await sendJson(`${server.url}${path}`, 'POST', body)).json).toMatchObject({
          code: 400,
          message: 'Param "token" is not optional.',
        });
      }
      expect((await sendJson(`${server.url}${path}`, 'POST', { token: 'made-up' })).json).toMatchObject({
        code: 404,
        type: 'newsletter_token_invalid',
      });
    }
  });

  test('an address is stored as typed, without its surrounding spaces and in lower case', async () => {
    expect((await subscribe('  Spaced.Out@Clinic.com ')).status).toBe(200);
    expect(await subscriberOf('spaced.out@clinic.com')).toMatchObject({ status: 'pending' });
  });

  test('one-click with a charset on its form type, or as multipart with bare line feeds, unsubscribes', async () => {
    const charset = await signUp('leave.charset@clinic.com');
    expect(
      (await oneClickPost(charset.oneClick, 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded; charset=utf-8')).status,
    ).toBe(200);
    expect(await subscriberOf('leave.charset@clinic.com')).toBeUndefined();
    const bare = await signUp('leave.lf@clinic.com');
    const body = '--b\nContent-Disposition: form-data; name="List-Unsubscribe"\n\nOne-Click\n--b--\n';
    expect((await oneClickPost(bare.oneClick, body, 'multipart/form-data; boundary=b')).status).toBe(200);
    expect(await subscriberOf('leave.lf@clinic.com')).toBeUndefined();
  });

  test('a browser opening the unsubscribe URL without a token lands on the page without one', async () => {
    const reply = await fetch(`${server.url}/newsletter/unsubscribe`, { redirect: 'manual' });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe(`${SITE_ORIGIN}${newsletterPaths.unsubscribe}`);
  });
});

test(`a used unsubscribe link says "unsubscribed" for 30 days, then it is gone (${describeDatabase()})`, async () => {
  const own = await startTestServer();
  await sendJson(`${own.url}/newsletter`, 'POST', { email: 'leave.later@clinic.com' });
  const [row] = await own.app.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', 'leave.later@clinic.com').execute();
  const { unsubscribeToken } = linksOf({ ...row!, ...(await renderMailOf(row!.kind, JSON.parse(row!.data))) });
  const leave = () => sendJson(`${own.url}/newsletter/unsubscribe`, 'POST', { token: unsubscribeToken });
  const statuses = [(await leave()).status];
  own.advanceClock(29 * 86_400);
  statuses.push((await leave()).status);
  own.advanceClock(2 * 86_400);
  statuses.push((await leave()).status);
  await own.close();
  expect(statuses).toEqual([200, 200, 404]);
});

describe(`GET of the newsletter's URLs changes nothing: mail scanners fetch links (${describeDatabase()})`, () => {
  test('GET and HEAD of the confirm and unsubscribe URLs leave the address as it was and the tokens working', async () => {
    const address = 'scanned@clinic.com';
    const links = await signUp(address);
    const cookie = await signedInCookie(server);
    for (const method of ['GET', 'HEAD']) {
      for (const url of [
        `${server.url}/newsletter/confirm?token=${links.confirmToken}`,
        links.oneClick,
        `${server.url}/newsletter?email=${address}`,
      ]) {
        const reply = await fetch(url, { method, redirect: 'manual', headers: { cookie } });
        expect([303, 404]).toContain(reply.status);
      }
    }
    expect(await subscriberOf(address)).toMatchObject({ status: 'pending' });
    expect((await confirm(links.confirmToken)).status).toBe(200);
    expect(await subscriberOf(address)).toMatchObject({ status: 'confirmed' });
  });

  test("a browser opening the List-Unsubscribe URL is sent to the site's unsubscribe page, which asks the API", async () => {
    const links = await signUp('browser.opens@clinic.com');
    const reply = await fetch(links.oneClick, { redirect: 'manual' });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe(links.unsubscribe);
    expect(await subscriberOf('browser.opens@clinic.com')).toBeDefined();
  });
});
