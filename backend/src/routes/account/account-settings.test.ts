import { accountSettingsMessages } from '@rcm/shared/account-texts';
import { sdkAccount, sdkFailure } from '../../testing/appwrite-sdk';
import { ID } from 'appwrite';
import { newsletterPaths, type StaffPage, type SubscriptionRow } from '@rcm/shared';
import { sampleCard, sampleEnquiry } from '@rcm/shared/testing';
import { installCookieJarFetch } from '../../testing/cookie-jar-fetch';
import { queuedMailsTo } from '../../testing/outbox';
import { applyRetention } from '../../staff/retention';
import { defaultRateLimits } from '../../config';
import { consoleHeaders, signedInStaff } from '../../testing/staff-member';
import {
  describeDatabase,
  nodeFetch,
  sendJson,
  setUpTestServer,
  signedInCookie,
  SITE_ORIGIN,
  startTestServer,
  subscribe,
  TEST_PASSWORD,
} from '../../testing/test-server';

const NEW_PASSWORD = 'cedar-lantern-orbit-93';
const project = { 'x-appwrite-project': 'rcm' };

const server = setUpTestServer();

const sdk = () => sdkAccount(server);

/** A call with this cookie (and no jar's), as `sendJson` answers. */
async function v1(path: string, method: string, body: unknown, cookie: string) {
  const headers: Record<string, string> = {
    ...project,
    cookie,
    origin: SITE_ORIGIN,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  };
  const response = await nodeFetch(`${server.url}/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: (text ? JSON.parse(text) : {}) as Record<string, unknown>, text };
}

async function login(email: string, password = TEST_PASSWORD) {
  const response = await nodeFetch(`${server.url}/v1/account/sessions/email`, {
    method: 'POST',
    headers: { ...project, 'content-type': 'application/json', origin: SITE_ORIGIN },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Registers and logs in from another device (no cookie jar): that session's cookie. */
async function otherDevice(email: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    nodeFetch(`${server.url}/v1${path}`, {
      method: 'POST',
      headers: { ...project, 'content-type': 'application/json', origin: SITE_ORIGIN },
      body: JSON.stringify(body),
    });
  await post('/account', { userId: 'unique()', email, password: TEST_PASSWORD });
  const reply = await post('/account/sessions/email', { email, password: TEST_PASSWORD });
  return reply.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** Marks the address as proved, as its verification link would. */
const verified = (email: string) =>
  server.app.db.updateTable('users').set({ email_verified_at: '2026-11-21T09:00:00.000+00:00' }).where('email', '=', email).execute();

/** Subscribes the address to the newsletter and confirms it, as its link would: when it was confirmed. */
async function confirmedSubscriber(email: string): Promise<string> {
  await sendJson(`${server.url}/newsletter`, 'POST', { email });
  const confirmedAt = '2026-11-20T10:00:00.000+00:00';
  await server.app.db
    .updateTable('newsletter_subscribers')
    .set({ status: 'confirmed', confirmed_at: confirmedAt })
    .where('email', '=', email)
    .execute();
  return confirmedAt;
}

const accountOf = async (cookie: string) =>
  (await v1('/account', 'GET', undefined, cookie)).json as { $id: string; name: string; email: string } & Record<string, unknown>;

describe(`account details through the official SDK (${describeDatabase()})`, () => {
  let cookies: ReturnType<typeof installCookieJarFetch>;
  beforeEach(() => (cookies = installCookieJarFetch()));
  afterEach(() => cookies.restore());

  test('updateName, updatePassword (with the current one), updateEmail (with the password; applied only once the new address is proved)', async () => {
    const account = sdk();
    await account.create({ userId: ID.unique(), email: 'dana@example.com', password: TEST_PASSWORD, name: 'Dana' });
    await account.createEmailPasswordSession({ email: 'dana@example.com', password: TEST_PASSWORD });

    expect(await account.updateName({ name: 'Dana Reyes' })).toMatchObject({ name: 'Dana Reyes' });
    const tooLong = await sdkFailure(() => account.updateName({ name: 'x'.repeat(129) }));
    expect(tooLong).toMatchObject({ code: 400, type: 'general_argument_invalid' });
    // ACC-5: a blank name is refused and a name is kept trimmed, at registration too.
    const blank = await sdkFailure(() => account.updateName({ name: '   ' }));
    expect(blank).toMatchObject({ code: 400, type: 'general_argument_invalid', message: expect.stringContaining('`name`') });
    expect(await account.updateName({ name: '  Dana Reyes  ' })).toMatchObject({ name: 'Dana Reyes' });
    const blankAtRegistration = await sdkFailure(() =>
      sdk().create({ userId: ID.unique(), email: 'blank.name@example.com', password: TEST_PASSWORD, name: ' ' }),
    );
    expect(blankAtRegistration).toMatchObject({ code: 400, type: 'general_argument_invalid' });

    const wrongOld = await sdkFailure(() => account.updatePassword({ password: NEW_PASSWORD, oldPassword: 'not-the-password-1' }));
    expect(wrongOld).toMatchObject({ code: 401, type: 'user_invalid_credentials' });
    const noOld = await sdkFailure(() => account.updatePassword({ password: NEW_PASSWORD }));
    expect(noOld).toMatchObject({ code: 401, type: 'user_invalid_credentials' });
    const common = await sdkFailure(() => account.updatePassword({ password: 'password123', oldPassword: TEST_PASSWORD }));
    expect(common).toMatchObject({ code: 400, type: 'password_dictionary' });
    const changed = await account.updatePassword({ password: NEW_PASSWORD, oldPassword: TEST_PASSWORD });
    expect(changed.passwordUpdate).not.toBe('');
    expect((await login('dana@example.com')).json).toMatchObject({ type: 'user_invalid_credentials' });
    expect((await login('dana@example.com', NEW_PASSWORD)).status).toBe(201);

    // Verified first, so the change can be seen to keep it until the new address is proved.
    await server.app.db
      .updateTable('users')
      .set({ email_verified_at: '2026-01-01T00:00:00.000+00:00' })
      .where('email', '=', 'dana@example.com')
      .execute();
    await otherDevice('taken@example.com');
    const wrongPassword = await sdkFailure(() => account.updateEmail({ email: 'dana.new@example.com', password: TEST_PASSWORD }));
    expect(wrongPassword).toMatchObject({ code: 401, type: 'user_invalid_credentials' });
    const taken = await sdkFailure(() => account.updateEmail({ email: 'taken@example.com', password: NEW_PASSWORD }));
    expect(taken).toMatchObject({ code: 409, type: 'user_target_already_exists' });
    const bad = await sdkFailure(() => account.updateEmail({ email: 'not-an-address', password: NEW_PASSWORD }));
    expect(bad).toMatchObject({ code: 400, type: 'general_argument_invalid' });
    // Asked for: the reply is the account as it is, which keeps its (verified) address and login.
    const asked = await account.updateEmail({ email: 'Dana.New@Example.com', password: NEW_PASSWORD });
    expect(asked).toMatchObject({ email: 'dana@example.com', emailVerification: true });
    expect((await login('dana@example.com', NEW_PASSWORD)).status).toBe(201);
    expect((await login('dana.new@example.com', NEW_PASSWORD)).status).toBe(401);
    expect((await queuedMailsTo(server.app.db, 'dana.new@example.com')).map((mail) => mail.kind)).toEqual(['email-change-confirmation']);
    expect((await queuedMailsTo(server.app.db, 'dana@example.com')).map((mail) => mail.kind)).toEqual([
      'password-changed',
      'email-change-requested',
    ]);
  });

  test('a password change ends the other sessions, not this one', async () => {
    const other = await otherDevice('erin@example.com');
    const account = sdk();
    await account.createEmailPasswordSession({ email: 'erin@example.com', password: TEST_PASSWORD });
    await account.updatePassword({ password: NEW_PASSWORD, oldPassword: TEST_PASSWORD });
    expect((await v1('/account', 'GET', undefined, other)).status).toBe(401);
    expect((await account.get()).email).toBe('erin@example.com');
    expect((await account.listSessions()).total).toBe(1);
  });

  test('a guest is refused before anything is read', async () => {
    for (const [path, body] of [
      ['/account/name', { name: 'x' }],
      ['/account/password', { password: NEW_PASSWORD, oldPassword: TEST_PASSWORD }],
      ['/account/email', { email: 'x@example.com', password: TEST_PASSWORD }],
      ['/account/status', {}],
    ] as const) {
      const reply = await sendJson(`${server.url}/v1${path}`, 'PATCH', body, project);
      expect([path, reply.status, reply.json.type]).toEqual([path, 401, 'general_unauthorized_scope']);
    }
  });
});

describe(`a customer acts only on their own account and sessions (${describeDatabase()})`, () => {
  test("another account's session id is not found, and stays", async () => {
    const mine = await signedInCookie(server, 'own.one@example.com');
    const theirs = await signedInCookie(server, 'own.two@example.com');
    const [theirSession] = ((await v1('/account/sessions', 'GET', undefined, theirs)).json.sessions as Array<{ $id: string }>)!;
    const list = await v1('/account/sessions', 'GET', undefined, mine);
    expect(
      (list.json.sessions as Array<{ userId: string }>).every(
        (session) => session.userId === (list.json.sessions as Array<{ userId: string }>)[0]!.userId,
      ),
    ).toBe(true);
    expect((list.json.sessions as Array<{ $id: string }>).map((session) => session.$id)).not.toContain(theirSession!.$id);
    const refused = await v1(`/account/sessions/${theirSession!.$id}`, 'DELETE', undefined, mine);
    expect(refused.status).toBe(404);
    expect(refused.json.type).toBe('user_session_not_found');
    expect((await v1('/account', 'GET', undefined, theirs)).status).toBe(200);
    // Logging out everywhere ends only the caller's sessions.
    expect((await v1('/account/sessions', 'DELETE', undefined, mine)).status).toBe(204);
    expect((await v1('/account', 'GET', undefined, mine)).status).toBe(401);
    expect((await v1('/account', 'GET', undefined, theirs)).status).toBe(200);
  });

  test('the body cannot name another account: name, password and email change only the caller', async () => {
    const mine = await signedInCookie(server, 'body.one@example.com');
    const theirs = await signedInCookie(server, 'body.two@example.com');
    const them = await accountOf(theirs);
    await v1('/account/name', 'PATCH', { name: 'Renamed', userId: them.$id }, mine);
    expect((await accountOf(theirs)).name).toBe('');
    expect((await accountOf(mine)).name).toBe('Renamed');
    // Their password does not confirm a change of mine.
    const reply = await v1(
      '/account/email',
      'PATCH',
      { email: 'body.three@example.com', password: TEST_PASSWORD, userId: them.$id },
      theirs,
    );
    expect(reply.status).toBe(200);
    expect((await accountOf(mine)).email).toBe('body.one@example.com');
  });
});

describe(`"Download my data" (${describeDatabase()})`, () => {
  test("holds exactly the caller's account, prefs, subscriptions, newsletter status and sessions, and no secret", async () => {
    const cookie = await signedInCookie(server, 'export.me@example.com');
    await verified('export.me@example.com');
    const other = await signedInCookie(server, 'export.other@example.com');
    await v1('/account/name', 'PATCH', { name: 'Export Me' }, cookie);
    await v1('/account/prefs', 'PATCH', { prefs: { theme: 'dark' } }, cookie);
    await v1('/account/prefs', 'PATCH', { prefs: { theme: 'other-user-pref' } }, other);
    const buy = (who: string, username: string, pkg: string) => subscribe(server, username, pkg, { cookie: who });
    expect((await buy(cookie, 'export.me@example.com', 'gold')).status).toBe(200);
    expect((await buy(other, 'export.other@example.com', 'platinum')).status).toBe(200);
    await sendJson(`${server.url}/newsletter`, 'POST', { email: 'export.me@example.com' });
    await sendJson(`${server.url}/newsletter`, 'POST', { email: 'export.other@example.com' });

    expect((await fetch(`${server.url}/customer/data`)).status).toBe(401);
    const reply = await fetch(`${server.url}/customer/data`, { headers: { cookie } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.json"$/);
    const text = await reply.text();
    const data = JSON.parse(text) as Record<string, unknown>;
    const me = await accountOf(cookie);
    expect(data).toMatchObject({
      account: { id: me.$id, name: 'Export Me', email: 'export.me@example.com', emailVerification: true, registration: me.registration },
      prefs: { theme: 'dark' },
      subscriptions: [{ package: 'gold', cardLastFour: sampleCard.number.slice(-4) }],
      newsletter: { email: 'export.me@example.com', status: 'pending' },
    });
    expect(Object.keys(data).sort()).toEqual([
      'about',
      'account',
      'emailChanges',
      'enquiries',
      'exportedAt',
      'invoices',
      'mails',
      'newsletter',
      'practice',
      'prefs',
      'sessions',
      'staffAccess',
      'subscriptionHistory',
      'subscriptions',
      'twoStepVerification',
    ]);
    expect(data.sessions).toHaveLength(1);
    // Nothing of anyone else, and no secret: no hash, token, session secret or full card.
    for (const foreign of [
      'export.other@example.com',
      'other-user-pref',
      'platinum',
      'scrypt$',
      sampleCard.number,
      cookie.split('=')[1]!,
    ]) {
      expect([foreign, text.includes(foreign)]).toEqual([foreign, false]);
    }
    const stored = await server.app.db.selectFrom('sessions').select('secret_hash').execute();
    for (const { secret_hash: hash } of stored) expect(text).not.toContain(hash);
  });
});

describe(`"Download my data", field by field (${describeDatabase()})`, () => {
  const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.77 Safari/537.36';
  const logIn = async (email: string, userAgent: string) => {
    const reply = await sendJson(
      `${server.url}/v1/account/sessions/email`,
      'POST',
      { email, password: TEST_PASSWORD },
      { 'x-appwrite-project': 'rcm', 'user-agent': userAgent },
    );
    return reply.headers.getSetCookie()[0]!.split(';')[0]!;
  };
  const exportOf = async (cookie: string) => {
    const reply = await fetch(`${server.url}/customer/data`, { headers: { cookie } });
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="clarity-rcm-my-data.json"');
    return (await reply.json()) as {
      account: Record<string, unknown>;
      newsletter: Record<string, unknown>;
      sessions: Array<Record<string, unknown>>;
    };
  };

  test('every session with its browser, system and whether it is this one; the account as stored; a confirmed newsletter with its date', async () => {
    await signedInCookie(server, 'export.fields@example.com');
    await verified('export.fields@example.com');
    const fromChrome = await logIn('export.fields@example.com', CHROME);
    const fromScript = await logIn('export.fields@example.com', 'curl/8.5.0');
    const confirmedAt = await confirmedSubscriber('export.fields@example.com');

    const data = await exportOf(fromChrome);
    const stored = await server.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'export.fields@example.com')
      .executeTakeFirstOrThrow();
    expect(data.account).toEqual({
      id: stored.id,
      name: '',
      email: 'export.fields@example.com',
      emailVerification: true,
      registration: stored.created_at,
      passwordUpdate: stored.password_updated_at,
      labels: [],
      rcScore: expect.any(Number),
      package: 'none',
    });
    expect(data.newsletter).toEqual({
      email: 'export.fields@example.com',
      status: 'confirmed',
      signedUpAt: expect.any(String),
      confirmedAt,
    });
    const sessions = await server.app.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', stored.id)
      .orderBy('created_at', 'desc')
      .execute();
    expect(data.sessions).toHaveLength(3);
    const chrome = data.sessions.find((session) => session.browser !== '');
    expect(chrome).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      expiresAt: expect.any(String),
      ip: '127.0.0.1',
      browser: 'Chrome 70.0',
      system: 'Windows 10',
      current: true,
    });
    expect(sessions.map(({ id }) => id)).toContain(chrome!.id);
    expect(data.sessions.filter((session) => session.current)).toHaveLength(1);
    expect(data.sessions.filter((session) => session.browser === '' && session.system === '')).toHaveLength(2);
    expect((await exportOf(fromScript)).sessions.find((session) => session.current)?.browser).toBe('');
  });

  test("two-step verification: whether it is on and when each part was made, never the app's key or a recovery code", async () => {
    const customer = await signedInCookie(server, 'export.no-mfa@example.com');
    expect(((await exportOf(customer)) as unknown as { twoStepVerification: unknown }).twoStepVerification).toEqual({
      on: false,
      turnedOnAt: null,
      authenticatorApp: null,
      recoveryCodesMadeAt: null,
    });
    const staffMember = await signedInStaff(server, 'export.mfa@example.com');
    const { json: made } = await sendJson(
      `${server.url}/v1/account/mfa/recovery-codes`,
      'POST',
      {},
      { cookie: staffMember.cookie, 'x-appwrite-project': 'rcm' },
    );
    const codes = made.recoveryCodes as string[];
    const reply = await fetch(`${server.url}/customer/data`, { headers: { cookie: staffMember.cookie } });
    const text = await reply.text();
    const stored = await server.app.db
      .selectFrom('users')
      .select('mfa_enabled_at')
      .where('email', '=', 'export.mfa@example.com')
      .executeTakeFirstOrThrow();
    expect((JSON.parse(text) as { twoStepVerification: unknown }).twoStepVerification).toEqual({
      on: true,
      turnedOnAt: stored.mfa_enabled_at,
      authenticatorApp: { addedAt: expect.any(String), confirmedAt: expect.any(String) },
      recoveryCodesMadeAt: expect.any(String),
    });
    expect(codes).toHaveLength(6);
    for (const secret of [staffMember.authenticator.secret, ...codes]) expect(text).not.toContain(secret);
  });

  test("an address the account has not proved is not taken for the caller's own: someone else's newsletter record is not shown (L13)", async () => {
    const confirmedAt = await confirmedSubscriber('export.target@example.com');
    const cookie = await signedInCookie(server, 'export.target@example.com');
    const data = await exportOf(cookie);
    expect(data.account.emailVerification).toBe(false);
    expect(data.newsletter).toEqual({ email: 'export.target@example.com', status: accountSettingsMessages.dataNewsletterUnverified });
    expect(JSON.stringify(data)).not.toContain(confirmedAt);
    // Once the address is proved, it is.
    await verified('export.target@example.com');
    expect((await exportOf(cookie)).newsletter).toMatchObject({ status: 'confirmed', confirmedAt });
  });

  test('a verified address says so, and without a newsletter sign-up the status is "not subscribed"', async () => {
    const cookie = await signedInCookie(server, 'export.verified@example.com');
    await verified('export.verified@example.com');
    const data = await exportOf(cookie);
    expect(data.account.emailVerification).toBe(true);
    expect(data.newsletter).toEqual({ email: 'export.verified@example.com', status: 'not subscribed' });
  });
});

describe(`closing the account (${describeDatabase()})`, () => {
  test('needs the password again; then blocks, ends every session, erases and pseudonymises as the privacy policy says', async () => {
    const staffMember = await signedInStaff(server, 'close.staff@example.com');
    const staffCookie = staffMember.cookie;
    const cookie = await signedInCookie(server, 'close.me@example.com');
    await verified('close.me@example.com');
    const otherDevice = await signedInCookie(server, 'close.me@example.com');
    const me = await accountOf(cookie);
    const jwt = (await v1('/account/jwts', 'POST', {}, cookie)).json.jwt as string;
    await v1('/account/name', 'PATCH', { name: 'Close Me' }, cookie);
    await v1('/account/prefs', 'PATCH', { prefs: { note: 'private' } }, cookie);
    await subscribe(server, 'close.me@example.com', 'gold', { cookie });
    await sendJson(`${server.url}/newsletter`, 'POST', { email: 'close.me@example.com' });

    // Past the recent-login window, closing needs the password first.
    server.advanceClock(301);
    expect((await v1('/account/status', 'PATCH', {}, cookie)).json).toMatchObject({ type: 'user_reauthentication_required' });
    const wrong = await sendJson(`${server.url}/customer/reauthenticate`, 'POST', { password: 'not-the-password-1' }, { cookie });
    expect(wrong.status).toBe(403);
    const other = await signedInCookie(server, 'close.bystander@example.com');
    // Someone else's confirmed password marks their session, not this one.
    expect((await sendJson(`${server.url}/customer/reauthenticate`, 'POST', { password: TEST_PASSWORD }, { cookie: other })).status).toBe(
      204,
    );
    expect((await v1('/account/status', 'PATCH', {}, cookie)).status).toBe(403);
    expect((await sendJson(`${server.url}/customer/reauthenticate`, 'POST', { password: TEST_PASSWORD }, { cookie })).status).toBe(204);
    const closed = await v1('/account/status', 'PATCH', {}, cookie);
    expect(closed.status).toBe(200);
    expect(closed.json).toMatchObject({ $id: me.$id, status: false, name: '', email: `deleted-${me.$id}@deleted.invalid`, prefs: {} });
    expect(closed.headers.getSetCookie().join()).toMatch(/a_session_rcm=;/);

    // Every session and JWT has ended; the account cannot log in.
    for (const headers of [{ cookie }, { cookie: otherDevice }, { 'x-appwrite-jwt': jwt }] as Array<Record<string, string>>) {
      expect((await fetch(`${server.url}/v1/account`, { headers: { ...project, ...headers } })).status).toBe(401);
    }
    expect((await login('close.me@example.com')).json).toMatchObject({ code: 401, type: 'user_invalid_credentials' });
    expect((await login(`deleted-${me.$id}@deleted.invalid`)).status).toBe(401);
    expect(await server.app.db.selectFrom('sessions').where('user_id', '=', me.$id).selectAll().execute()).toEqual([]);

    // The address is told, last; that mail is all the outbox holds for it, and keeps neither
    // the address nor anything else once sent (see outbox-delivery.test.ts).
    expect(
      await server.app.db.selectFrom('mail_outbox').select(['kind', 'data']).where('recipient', '=', 'close.me@example.com').execute(),
    ).toEqual([{ kind: 'account-deleted', data: '{}' }]);
    await server.app.db.deleteFrom('mail_outbox').where('kind', '=', 'account-deleted').execute();

    // Nothing stored names the person any more, but the accounting record is kept.
    const everything = await server.dumpAllTables();
    expect(everything).not.toContain('close.me@example.com');
    expect(everything).not.toContain('Close Me');
    expect(everything).not.toContain('private');
    const [kept] = await server.app.db.selectFrom('subscriptions').selectAll().where('user_id', '=', me.$id).execute();
    expect(kept).toMatchObject({ username: `deleted-${me.$id}@deleted.invalid`, package: 'gold', card_last4: sampleCard.number.slice(-4) });
    const [invoice] = await server.app.db.selectFrom('invoices').selectAll().where('user_id', '=', me.$id).execute();
    expect(invoice).toMatchObject({
      customer_name: '',
      customer_email: `deleted-${me.$id}@deleted.invalid`,
      practice_name: '',
      billing_address: '',
    });

    // The staff console and its export show only the pseudonym.
    const staff = (await (
      await fetch(`${server.url}/staff/subscriptions`, { headers: consoleHeaders(staffCookie) })
    ).json()) as StaffPage<SubscriptionRow>;
    expect(staff.items.map((row) => row.username)).toContain(`deleted-${me.$id}@deleted.invalid`);
    await staffMember.stepUp();
    const csv = await (await fetch(`${server.url}/staff/exports/subscribers.csv`, { headers: consoleHeaders(staffCookie) })).text();
    expect(csv).not.toContain('close.me@example.com');
    const audit = await (await fetch(`${server.url}/staff/audit`, { headers: consoleHeaders(staffCookie) })).text();
    expect(audit).not.toContain('close.me@example.com');

    // The address is free again: a new, unrelated account with none of the old sessions or records.
    const fresh = await signedInCookie(server, 'close.me@example.com');
    const newAccount = await accountOf(fresh);
    expect(newAccount.$id).not.toBe(me.$id);
    expect(newAccount).toMatchObject({ name: '', prefs: {}, status: true });
    expect(((await v1('/account/sessions', 'GET', undefined, fresh)).json.sessions as unknown[]).length).toBe(1);
    expect((await (await fetch(`${server.url}/customer`, { headers: { cookie: fresh } })).json()).subscribtion).toBe('none');
    const freshData = (await (await fetch(`${server.url}/customer/data`, { headers: { cookie: fresh } })).json()) as {
      subscriptions: unknown[];
      newsletter: { status: string };
    };
    expect(freshData.subscriptions).toEqual([]);
    expect(freshData.newsletter.status).toBe(accountSettingsMessages.dataNewsletterUnverified);
    await verified('close.me@example.com');
    const provedData = (await (await fetch(`${server.url}/customer/data`, { headers: { cookie: fresh } })).json()) as {
      newsletter: { status: string };
    };
    expect(provedData.newsletter.status).toBe('not subscribed');
  });

  test("an unverified account's closing leaves its address's newsletter record, its links and others' mail to it alone (L13); its own mail goes", async () => {
    await confirmedSubscriber('close.unverified@example.com');
    await sendJson(`${server.url}/contact`, 'POST', { ...sampleEnquiry, email: 'close.unverified@example.com' });
    const cookie = await signedInCookie(server, 'close.unverified@example.com');
    await subscribe(server, 'close.unverified@example.com', 'gold', { cookie });
    const mails = await queuedMailsTo(server.app.db, 'close.unverified@example.com');
    const kinds = async () => (await queuedMailsTo(server.app.db, 'close.unverified@example.com')).map((mail) => mail.kind);
    expect(mails.map((mail) => mail.kind)).toEqual(['newsletter-confirmation', 'enquiry-acknowledgement', 'subscription-receipt']);
    const unsubscribeLink = mails[0]!.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(newsletterPaths.unsubscribe));
    expect((await v1('/account/status', 'PATCH', {}, cookie)).status).toBe(200);
    expect(
      await server.app.db
        .selectFrom('newsletter_subscribers')
        .select('status')
        .where('email', '=', 'close.unverified@example.com')
        .execute(),
    ).toEqual([{ status: 'confirmed' }]);
    expect(await kinds()).toEqual(['newsletter-confirmation', 'enquiry-acknowledgement', 'account-deleted']);
    // The owner's unsubscribe link in that mail still works after the stranger's account has gone.
    const token = new URL(unsubscribeLink!).searchParams.get('token');
    expect((await sendJson(`${server.url}/newsletter/unsubscribe`, 'POST', { token })).status).toBe(200);
  });

  test("a closed account's records go after the accounting period like any other (no current package is kept)", async () => {
    const cookie = await signedInCookie(server, 'close.retention@example.com');
    const { $id: id } = await accountOf(cookie);
    await subscribe(server, 'close.retention@example.com', 'gold', { cookie });
    expect((await v1('/account/status', 'PATCH', {}, cookie)).status).toBe(200);
    const eightYearsOn = new Date(Date.now() + 8 * 366 * 24 * 3600 * 1000);
    await applyRetention(server.app.db, eightYearsOn);
    expect(await server.app.db.selectFrom('subscriptions').selectAll().where('user_id', '=', id).execute()).toEqual([]);
  });

  test('a blocked account that still has its address is told so after the password (Appwrite: 401 user_blocked)', async () => {
    const cookie = await signedInCookie(server, 'blocked.only@example.com');
    await server.app.db
      .updateTable('users')
      .set({ blocked_at: '2026-01-01T00:00:00.000+00:00' })
      .where('email', '=', 'blocked.only@example.com')
      .execute();
    expect((await v1('/account', 'GET', undefined, cookie)).status).toBe(401);
    expect((await login('blocked.only@example.com', 'not-the-password-1')).json.type).toBe('user_invalid_credentials');
    expect((await login('blocked.only@example.com')).json).toMatchObject({ code: 401, type: 'user_blocked' });
  });
});

describe(`account settings: refusals with Appwrite's exact answers (${describeDatabase()})`, () => {
  test('prefs: a body past its size limit is a bad `prefs` (400, not 413), and a body without prefs names the missing param', async () => {
    const cookie = await signedInCookie(server);
    const huge = await v1('/account/prefs', 'PATCH', { prefs: { note: 'a'.repeat(300 * 1024) } }, cookie);
    expect(huge).toMatchObject({
      status: 400,
      json: { type: 'general_argument_invalid', message: 'Invalid `prefs` param: Value must be a valid object.' },
    });
    const missing = await v1('/account/prefs', 'PATCH', {}, cookie);
    expect(missing).toMatchObject({ status: 400, json: { type: 'general_argument_invalid', message: 'Param "prefs" is not optional.' } });
  });

  test('a change or login without its parameter names it, as Appwrite does (400, never a 500)', async () => {
    const cookie = await signedInCookie(server);
    const missing = (param: string) => ({
      status: 400,
      json: { type: 'general_argument_invalid', message: `Param "${param}" is not optional.` },
    });
    expect(await v1('/account/name', 'PATCH', {}, cookie)).toMatchObject(missing('name'));
    expect(await v1('/account/password', 'PATCH', {}, cookie)).toMatchObject(missing('password'));
    expect(await v1('/account/email', 'PATCH', { password: TEST_PASSWORD }, cookie)).toMatchObject(missing('email'));
    const login = await sendJson(`${server.url}/v1/account/sessions/email`, 'POST', { password: TEST_PASSWORD }, project);
    expect(login).toMatchObject(missing('email'));
  });

  test('a new email address that is nothing once its aliases are folded is not a valid address', async () => {
    const cookie = await signedInCookie(server);
    const reply = await v1('/account/email', 'PATCH', { email: '+newsletters@gmail.com', password: TEST_PASSWORD }, cookie);
    expect(reply).toMatchObject({ status: 400, json: { type: 'general_invalid_email', message: 'Value must be a valid email address.' } });
  });

  test('guessing the current password in a password change is limited per session, apart from the login throttle', async () => {
    const throttled = await startTestServer({
      rateLimits: {
        ...defaultRateLimits(1000),
        passwordReentry: { max: 2, window: 60_000 },
        loginPerAccountAndAddress: { max: 2, window: 60_000 },
      },
    });
    try {
      const cookie = await signedInCookie(throttled, 'reentry.guess@example.com');
      const change = (oldPassword: string, from = cookie) =>
        sendJson(`${throttled.url}/v1/account/password`, 'PATCH', { password: NEW_PASSWORD, oldPassword }, { ...project, cookie: from });
      const types = [];
      for (let guess = 0; guess < 3; guess += 1) types.push((await change(`wrong-guess-${guess}`)).json.type);
      expect(types).toEqual(['user_invalid_credentials', 'user_invalid_credentials', 'general_rate_limit_exceeded']);
      // That session is done guessing, even with the right password; the account's logins and its other sessions are not.
      expect((await change(TEST_PASSWORD)).status).toBe(429);
      const other = await signedInCookie(throttled, 'reentry.guess@example.com');
      expect((await change(TEST_PASSWORD, other)).status).toBe(200);
    } finally {
      await throttled.close();
    }
  });

  test('logging out of every device counts in the logout limit, like logging out of one', async () => {
    const limited = await startTestServer({ rateLimits: { ...defaultRateLimits(1000), sessionDelete: { max: 1, window: 60_000 } } });
    try {
      const logOut = async (path: string) =>
        sendJson(`${limited.url}/v1${path}`, 'DELETE', undefined, { ...project, cookie: await signedInCookie(limited) });
      expect((await logOut('/account/sessions')).status).toBe(204);
      expect((await logOut('/account/sessions')).json).toMatchObject({ code: 429, type: 'general_rate_limit_exceeded' });
    } finally {
      await limited.close();
    }
  });
});
