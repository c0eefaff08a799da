import { sdkAccount, sdkFailure, sdkTestServer } from '../../testing/appwrite-sdk';
import { ID } from 'appwrite';
import { defaultRateLimits, type RateLimits } from '../../config';
import { type installCookieJarFetch } from '../../testing/cookie-jar-fetch';
import { queuedMailsTo } from '../../testing/outbox';
import {
  describeDatabase,
  nodeFetch,
  sendJson,
  SITE_ORIGIN,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from '../../testing/test-server';
import { RECOVERY_REPLY_FLOOR_MS } from './email-routes';

const project = { 'x-appwrite-project': 'rcm' };
const NEW_PASSWORD = 'harbour-lantern-quill-83';
const RESET_URL = `${SITE_ORIGIN}/reset-password`;
const VERIFY_URL = `${SITE_ORIGIN}/verify-email`;

let server: TestServer;
let cookies: ReturnType<typeof installCookieJarFetch>;

const sdk = (target = server) => sdkAccount(target);

let accounts = 0;
const newEmail = (label: string) => `${label}.${process.pid}.${(accounts += 1)}@example.com`;

async function register(email: string, name = 'Dana Reyes', target = server) {
  return sdk(target).create({ userId: ID.unique(), email, password: TEST_PASSWORD, name });
}

/** Logs in over raw HTTP; the session cookie as a `cookie` header wants it. */
async function logIn(email: string, password: string, target = server): Promise<{ status: number; cookie: string }> {
  const reply = await sendJson(`${target.url}/v1/account/sessions/email`, 'POST', { email, password }, project);
  const cookie =
    reply.headers
      .getSetCookie()
      .find((line) => line.startsWith('a_session_rcm='))
      ?.split(';')[0] ?? '';
  return { status: reply.status, cookie };
}

const accountWith = (cookie: string, target = server) => nodeFetch(`${target.url}/v1/account`, { headers: { ...project, cookie } });

/** The mails written to the outbox for `to`, oldest first. */
async function outboxFor(to: string, target = server) {
  return queuedMailsTo(target.app.db, to);
}

/** The link of the newest mail to `to` that leads to `base`, and its query parameters. */
async function mailedLink(to: string, base: string, target = server) {
  const mails = await outboxFor(to, target);
  const text = mails.at(-1)?.text ?? '';
  const found = text.match(new RegExp(`${base.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\?\\S+`));
  if (!found) throw new Error(`no link to ${base} in the mail to ${to}: ${text}`);
  const url = new URL(found[0]);
  return {
    url,
    userId: url.searchParams.get('userId') ?? '',
    secret: url.searchParams.get('secret') ?? '',
    expire: url.searchParams.get('expire') ?? '',
  };
}

sdkTestServer((started, jar) => ((server = started), (cookies = jar)));

describe(`password recovery (${describeDatabase()})`, () => {
  test('an address with an account and one without get the same reply; only the first gets a mail, with a link to the reset page', async () => {
    const email = newEmail('known');
    const user = await register(email, 'Known Person');
    const unknown = newEmail('unknown');

    const known = await sendJson(`${server.url}/v1/account/recovery`, 'POST', { email, url: RESET_URL }, project);
    const stranger = await sendJson(`${server.url}/v1/account/recovery`, 'POST', { email: unknown, url: RESET_URL }, project);
    const shape = (reply: typeof known) => ({
      status: reply.status,
      keys: Object.keys(reply.json).sort(),
      userId: reply.json.userId,
      secret: reply.json.secret,
      phrase: reply.json.phrase,
      contentType: reply.headers.get('content-type'),
      cookies: reply.headers.getSetCookie(),
    });
    expect(shape(known)).toEqual(shape(stranger));
    expect(shape(known)).toMatchObject({ status: 201, userId: '', secret: '', phrase: '', cookies: [] });
    expect(known.json.$id).toMatch(/^[0-9a-f]{20}$/);

    expect(await outboxFor(unknown)).toEqual([]);
    const [mail, ...others] = await outboxFor(email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: 'password-recovery', recipient: email });
    const link = await mailedLink(email, RESET_URL);
    expect(link.userId).toBe(user.$id);
    expect(link.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.expire).toBe(known.json.expire);
    expect(Date.parse(link.expire) - Date.parse(known.json.$createdAt as string)).toBe(3600_000);
    expect(mail!.html).toContain(link.secret);
    expect(mail!.text).toContain('works for 60 minutes, and only once');
    // Stored hashed only.
    const tokens = JSON.stringify(await server.app.db.selectFrom('email_tokens').selectAll().execute());
    expect(tokens).not.toContain(link.secret);
  });

  test('through the SDK: the reset sets the new password, ends every session, and the link works once', async () => {
    const email = newEmail('reset');
    await register(email);
    const first = await logIn(email, TEST_PASSWORD);
    const second = await logIn(email, TEST_PASSWORD);
    expect((await accountWith(first.cookie)).status).toBe(200);

    const token = await sdk().createRecovery({ email, url: RESET_URL });
    expect(token).toMatchObject({ userId: '', secret: '' });
    const { userId, secret } = await mailedLink(email, RESET_URL);

    const reset = await sdk().updateRecovery({ userId, secret, password: NEW_PASSWORD });
    expect(reset).toMatchObject({ userId, secret: '' });

    expect((await accountWith(first.cookie)).status).toBe(401);
    expect((await accountWith(second.cookie)).status).toBe(401);
    expect((await logIn(email, TEST_PASSWORD)).status).toBe(401);
    const fresh = await logIn(email, NEW_PASSWORD);
    expect(fresh.status).toBe(201);
    // The link reached the address, so the address is verified too (as Appwrite does).
    expect(((await (await accountWith(fresh.cookie)).json()) as { emailVerification: boolean }).emailVerification).toBe(true);

    const again = await sdkFailure(() => sdk().updateRecovery({ userId, secret, password: 'another-fine-password-9' }));
    expect(again).toMatchObject({ code: 401, type: 'user_invalid_token', message: 'Invalid token passed in the request.' });
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(201);
    expect(await server.dumpAllTables()).not.toContain(NEW_PASSWORD);
  });

  test('a reset link can be checked without spending it: 204 while it is good, 401 once spent, 404 for an unknown user (ACC-10)', async () => {
    const email = newEmail('check');
    await register(email);
    await sdk().createRecovery({ email, url: RESET_URL });
    const { userId, secret } = await mailedLink(email, RESET_URL);
    const check = (body: Record<string, string>) => sendJson(`${server.url}/v1/account/recovery/check`, 'POST', body, project);

    expect((await check({ userId, secret })).status).toBe(204);
    expect((await check({ userId, secret })).status).toBe(204);
    // Checked twice and still good: the reset goes through.
    await sdk().updateRecovery({ userId, secret, password: NEW_PASSWORD });
    expect((await check({ userId, secret })).json).toMatchObject({ code: 401, type: 'user_invalid_token' });
    expect((await check({ userId: 'no-such-user', secret })).json).toMatchObject({ code: 404, type: 'user_not_found' });
    expect((await check({ userId, secret: '' })).status).toBe(400);
  });

  test("a wrong secret is 401 user_invalid_token, an unknown user 404 user_not_found, and another account's secret is neither accepted nor spent", async () => {
    const victim = await register(newEmail('victim'));
    const otherEmail = newEmail('other');
    await register(otherEmail);
    await sdk().createRecovery({ email: otherEmail, url: RESET_URL });
    const others = await mailedLink(otherEmail, RESET_URL);

    expect(
      await sdkFailure(() => sdk().updateRecovery({ userId: victim.$id, secret: 'sdasdasdasd', password: NEW_PASSWORD })),
    ).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
    expect(
      await sdkFailure(() => sdk().updateRecovery({ userId: victim.$id, secret: others.secret, password: NEW_PASSWORD })),
    ).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
    expect(await sdkFailure(() => sdk().updateRecovery({ userId: 'ewewe', secret: others.secret, password: NEW_PASSWORD }))).toMatchObject({
      code: 404,
      type: 'user_not_found',
      message: 'User with the requested ID could not be found.',
    });
    // Still good for its own account.
    await sdk().updateRecovery({ userId: others.userId, secret: others.secret, password: NEW_PASSWORD });
    expect((await logIn(otherEmail, NEW_PASSWORD)).status).toBe(201);
  });

  test('the new password follows the registration rules: too short or too common is refused, and the link still works', async () => {
    const email = newEmail('rules');
    await register(email);
    await sdk().createRecovery({ email, url: RESET_URL });
    const { userId, secret } = await mailedLink(email, RESET_URL);
    expect(await sdkFailure(() => sdk().updateRecovery({ userId, secret, password: 'short' }))).toMatchObject({
      code: 400,
      type: 'general_argument_invalid',
      message: 'Invalid `password` param: Password must be between 8 and 256 characters long.',
    });
    expect(await sdkFailure(() => sdk().updateRecovery({ userId, secret, password: 'Password123' }))).toMatchObject({
      code: 400,
      type: 'password_dictionary',
    });
    await sdk().updateRecovery({ userId, secret, password: NEW_PASSWORD });
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(201);
  });

  test('a link expires after one hour', async () => {
    const early = newEmail('early');
    const late = newEmail('late');
    await register(early);
    await register(late);
    await sdk().createRecovery({ email: early, url: RESET_URL });
    await sdk().createRecovery({ email: late, url: RESET_URL });
    const earlyLink = await mailedLink(early, RESET_URL);
    const lateLink = await mailedLink(late, RESET_URL);
    server.advanceClock(3599);
    await sdk().updateRecovery({ userId: earlyLink.userId, secret: earlyLink.secret, password: NEW_PASSWORD });
    server.advanceClock(2);
    expect(
      await sdkFailure(() => sdk().updateRecovery({ userId: lateLink.userId, secret: lateLink.secret, password: NEW_PASSWORD })),
    ).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
    expect((await logIn(late, TEST_PASSWORD)).status).toBe(201);
  });

  test('a newer mail replaces the earlier link', async () => {
    const email = newEmail('twice');
    await register(email);
    await sdk().createRecovery({ email, url: RESET_URL });
    const older = await mailedLink(email, RESET_URL);
    await sdk().createRecovery({ email, url: `${RESET_URL}?from=profile` });
    const newer = await mailedLink(email, RESET_URL);
    expect(newer.url.searchParams.get('from')).toBe('profile');
    expect(
      await sdkFailure(() => sdk().updateRecovery({ userId: older.userId, secret: older.secret, password: NEW_PASSWORD })),
    ).toMatchObject({ code: 401 });
    await sdk().updateRecovery({ userId: newer.userId, secret: newer.secret, password: NEW_PASSWORD });
  });

  test("a url off the site's origins is refused with Appwrite's 400, and no mail is written", async () => {
    const email = newEmail('phish');
    await register(email);
    for (const [url, message] of [
      [
        'https://evil.example/reset-password',
        'Invalid `url` param: Invalid URI. Register your new client (evil.example) as a new Web platform on your project console dashboard',
      ],
      [
        'http://localhost:3001/reset-password',
        'Invalid `url` param: Invalid URI. Register your new client (localhost) as a new Web platform on your project console dashboard',
      ],
      ['javascript:alert(1)', 'Invalid `url` param: Invalid URI.'],
      ['localhost/recovery', 'Invalid `url` param: Invalid URI.'],
    ] as const) {
      const reply = await sendJson(`${server.url}/v1/account/recovery`, 'POST', { email, url }, project);
      expect({ url, status: reply.status, type: reply.json.type, message: reply.json.message }).toEqual({
        url,
        status: 400,
        type: 'general_argument_invalid',
        message,
      });
    }
    const missing = await sendJson(`${server.url}/v1/account/recovery`, 'POST', { email }, project);
    expect(missing.json).toMatchObject({ code: 400, message: 'Param "url" is not optional.' });
    expect(await outboxFor(email)).toEqual([]);
  });

  test('a reply about an address without an account is held back to the reply floor, as one that writes a mail is', async () => {
    const started = performance.now();
    expect(
      (await sendJson(`${server.url}/v1/account/recovery`, 'POST', { email: newEmail('nobody'), url: RESET_URL }, project)).status,
    ).toBe(201);
    // A lower bound only: the floor is a sleep, so the reply cannot come sooner however idle the machine.
    expect(performance.now() - started).toBeGreaterThanOrEqual(RECOVERY_REPLY_FLOOR_MS - 5);
  });

  test('one link used twice at the same moment resets the password once: one 200, one 401', async () => {
    const email = newEmail('race');
    const user = await register(email);
    await sendJson(`${server.url}/v1/account/recovery`, 'POST', { email, url: RESET_URL }, project);
    const { secret } = await mailedLink(email, RESET_URL);
    const replies = await Promise.all(
      [NEW_PASSWORD, 'orchard-compass-velvet-27'].map((password) =>
        sendJson(`${server.url}/v1/account/recovery`, 'PUT', { userId: user.$id, secret, password }, project),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 401]);
    const winner = replies.findIndex((reply) => reply.status === 200) === 0 ? NEW_PASSWORD : 'orchard-compass-velvet-27';
    expect((await logIn(email, winner)).status).toBe(201);
  });
});

describe(`email verification (${describeDatabase()})`, () => {
  test('a signed-in account is mailed a link; opening it verifies the address, once', async () => {
    const email = newEmail('verify');
    const created = await register(email, 'Vera Fied');
    expect(created.emailVerification).toBe(false);
    expect(await sdkFailure(() => sdk().createEmailVerification({ url: VERIFY_URL }))).toMatchObject({
      code: 401,
      type: 'general_unauthorized_scope',
    });

    await sdk().createEmailPasswordSession({ email, password: TEST_PASSWORD });
    const token = await sdk().createEmailVerification({ url: VERIFY_URL });
    expect(token).toMatchObject({ userId: created.$id, secret: '' });
    const [mail] = await outboxFor(email);
    expect(mail).toMatchObject({ kind: 'email-verification', recipient: email });
    const link = await mailedLink(email, VERIFY_URL);
    expect(link).toMatchObject({ userId: created.$id, expire: token.expire });

    // The link works in any browser, signed in or not.
    cookies.jar.clear();
    expect(await sdkFailure(() => sdk().updateEmailVerification({ userId: created.$id, secret: 'sdasdasdasd' }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
    expect(await sdkFailure(() => sdk().updateEmailVerification({ userId: 'ewewe', secret: link.secret }))).toMatchObject({
      code: 404,
      type: 'user_not_found',
    });
    expect(await sdk().updateEmailVerification({ userId: link.userId, secret: link.secret })).toMatchObject({
      userId: created.$id,
      secret: '',
    });
    expect(await sdkFailure(() => sdk().updateEmailVerification({ userId: link.userId, secret: link.secret }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });

    await sdk().createEmailPasswordSession({ email, password: TEST_PASSWORD });
    expect((await sdk().get()).emailVerification).toBe(true);
    expect(await sdkFailure(() => sdk().createEmailVerification({ url: VERIFY_URL }))).toMatchObject({
      code: 409,
      type: 'user_email_already_verified',
      message: 'User email is already verified',
    });
  });

  test('the older path /v1/account/verification (createVerification) answers the same, and a link expires after one hour', async () => {
    const email = newEmail('alias');
    const created = await register(email);
    const { cookie } = await logIn(email, TEST_PASSWORD);
    const sent = await sendJson(`${server.url}/v1/account/verification`, 'POST', { url: VERIFY_URL }, { ...project, cookie });
    expect(sent).toMatchObject({ status: 201, json: { userId: created.$id, secret: '' } });
    const link = await mailedLink(email, VERIFY_URL);
    server.advanceClock(3601);
    const late = await sendJson(`${server.url}/v1/account/verification`, 'PUT', { userId: link.userId, secret: link.secret }, project);
    expect(late).toMatchObject({ status: 401, json: { type: 'user_invalid_token' } });

    const { cookie: again } = await logIn(email, TEST_PASSWORD);
    await sendJson(`${server.url}/v1/account/verification`, 'POST', { url: VERIFY_URL }, { ...project, cookie: again });
    const fresh = await mailedLink(email, VERIFY_URL);
    const verified = await sendJson(
      `${server.url}/v1/account/verification`,
      'PUT',
      { userId: fresh.userId, secret: fresh.secret },
      project,
    );
    expect(verified.status).toBe(200);
    expect(((await (await accountWith(again)).json()) as { emailVerification: boolean }).emailVerification).toBe(true);
  });

  test("a secret must be 1 to 256 characters, on the reset and on the verification link (Appwrite's Text(256))", async () => {
    const user = await register(newEmail('secret.length'));
    const message = 'Invalid `secret` param: Value must be a valid string and at least 1 chars and no longer than 256 chars';
    for (const path of ['/v1/account/recovery', '/v1/account/verification']) {
      const confirm = (secret: string) =>
        sendJson(
          `${server.url}${path}`,
          'PUT',
          path.endsWith('recovery') ? { userId: user.$id, secret, password: NEW_PASSWORD } : { userId: user.$id, secret },
          project,
        );
      for (const secret of ['', 'x'.repeat(257)])
        expect(await confirm(secret)).toMatchObject({ status: 400, json: { type: 'general_argument_invalid', message } });
      expect(await confirm('x'.repeat(256))).toMatchObject({ status: 401, json: { type: 'user_invalid_token' } });
    }
  });

  test('sending or confirming without its parameters names the first missing one (400, never a 500)', async () => {
    const email = newEmail('verify.params');
    await register(email);
    const { cookie } = await logIn(email, TEST_PASSWORD);
    const missing = (param: string) => ({
      status: 400,
      json: { type: 'general_argument_invalid', message: `Param "${param}" is not optional.` },
    });
    for (const path of ['/v1/account/verifications/email', '/v1/account/verification']) {
      expect(await sendJson(`${server.url}${path}`, 'POST', {}, { ...project, cookie })).toMatchObject(missing('url'));
      expect(await sendJson(`${server.url}${path}`, 'PUT', {}, project)).toMatchObject(missing('userId'));
    }
  });

  test('a verification link says when it expires (in an hour); once the address is verified, every other link is spent', async () => {
    const email = newEmail('verify.twice');
    const created = await register(email);
    const { cookie } = await logIn(email, TEST_PASSWORD);
    const send = () => sendJson(`${server.url}/v1/account/verifications/email`, 'POST', { url: VERIFY_URL }, { ...project, cookie });
    const first = await send();
    expect(Date.parse(first.json.expire as string) - Date.parse(first.json.$createdAt as string)).toBe(3600_000);
    const older = await mailedLink(email, VERIFY_URL);
    await send();
    const newer = await mailedLink(email, VERIFY_URL);
    expect(newer.secret).not.toBe(older.secret);
    const confirm = (secret: string) =>
      sendJson(`${server.url}/v1/account/verifications/email`, 'PUT', { userId: created.$id, secret }, project);
    expect((await confirm(older.secret)).status).toBe(200);
    expect(await confirm(newer.secret)).toMatchObject({ status: 401, json: { type: 'user_invalid_token' } });
  });

  test("a verification url off the site's origins is refused", async () => {
    const email = newEmail('verify.phish');
    await register(email);
    const { cookie } = await logIn(email, TEST_PASSWORD);
    const reply = await sendJson(
      `${server.url}/v1/account/verifications/email`,
      'POST',
      { url: 'https://evil.example/verify-email' },
      { ...project, cookie },
    );
    expect(reply).toMatchObject({ status: 400, json: { type: 'general_argument_invalid' } });
    expect(await outboxFor(email)).toEqual([]);
  });
});

describe("recovery and verification limits, at Appwrite's numbers", () => {
  let limited: TestServer;
  const limits: RateLimits = defaultRateLimits();
  beforeAll(async () => {
    // Behind a proxy, so each request can come from an address of its own.
    limited = await startTestServer({ trustProxy: 1, rateLimits: limits });
  });
  afterAll(() => limited.close());
  const from = (address: string) => ({ ...project, 'x-forwarded-for': address });
  const recover = (email: string, address: string) =>
    sendJson(`${limited.url}/v1/account/recovery`, 'POST', { email, url: RESET_URL }, from(address));

  test('recovery mails: 10 an hour per email whatever the address, and 10 an hour per address whatever the email', async () => {
    expect(limits.recovery).toEqual({ max: 10, window: 3600_000 });
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) statuses.push((await recover('target@example.com', `198.51.100.${index + 1}`)).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    const limitedReply = await recover('target@example.com', '198.51.100.50');
    expect(limitedReply.json).toMatchObject({ code: 429, type: 'general_rate_limit_exceeded' });

    const spray: number[] = [];
    for (let index = 0; index < 11; index += 1) spray.push((await recover(`spray.${index}@example.com`, '203.0.113.7')).status);
    expect(spray).toEqual([...Array(10).fill(201), 429]);
  });

  test('resets and verifications: 10 wrong secrets an hour per user id and address; the right secret goes through whatever the count (L20)', async () => {
    const email = 'limits.verify@example.com';
    await sendJson(`${limited.url}/v1/account`, 'POST', { userId: 'unique()', email, password: TEST_PASSWORD }, from('192.0.2.1'));
    const { cookie } = await logIn(email, TEST_PASSWORD, limited);
    const user = (await (await accountWith(cookie, limited)).json()) as { $id: string };
    const reset = (secret: string, address: string) =>
      sendJson(`${limited.url}/v1/account/recovery`, 'PUT', { userId: user.$id, secret, password: NEW_PASSWORD }, from(address));
    const verify = (secret: string, address: string) =>
      sendJson(`${limited.url}/v1/account/verification`, 'PUT', { userId: user.$id, secret }, from(address));

    // The same for verification links (an email change's link is one).
    const confirms: number[] = [];
    for (let index = 0; index < 11; index += 1) confirms.push((await verify(`guess-${index}`, '192.0.2.70')).status);
    expect(confirms).toEqual([...Array(10).fill(401), 429]);
    expect(
      (await sendJson(`${limited.url}/v1/account/verification`, 'POST', { url: VERIFY_URL }, { ...from('192.0.2.4'), cookie })).status,
    ).toBe(201);
    const verification = await mailedLink(email, VERIFY_URL, limited);
    expect((await verify(verification.secret, '192.0.2.70')).status).toBe(200);

    // An outsider who knows the user id guesses from one address: 10 answers, then 429 there.
    const resets: number[] = [];
    for (let index = 0; index < 11; index += 1) resets.push((await reset(`guess-${index}`, '192.0.2.66')).status);
    expect(resets).toEqual([...Array(10).fill(401), 429]);
    const refused = await reset('guess-11', '192.0.2.66');
    expect(refused.json).toMatchObject({ code: 429, type: 'general_rate_limit_exceeded' });
    expect(refused.headers.get('x-ratelimit-limit')).toBe('10');
    // The owner, from anywhere (even the guesser's address), is never blocked by it: the right secret goes through.
    expect((await recover(email, '192.0.2.3')).status).toBe(201);
    const link = await mailedLink(email, RESET_URL, limited);
    expect((await reset(link.secret, '192.0.2.66')).status).toBe(200);
    // Another address is counted on its own, and an unknown user id is counted like a wrong secret.
    expect((await reset('guess', '192.0.2.67')).status).toBe(401);
    const unknown: number[] = [];
    for (let index = 0; index < 11; index += 1)
      unknown.push(
        (
          await sendJson(
            `${limited.url}/v1/account/recovery`,
            'PUT',
            { userId: 'no-such-user', secret: 'guess', password: NEW_PASSWORD },
            from('192.0.2.68'),
          )
        ).status,
      );
    expect(unknown).toEqual([...Array(10).fill(404), 429]);
    // Checking a link (ACC-10) counts as a reset does: the guesser's address stays refused there.
    const checked = await sendJson(
      `${limited.url}/v1/account/recovery/check`,
      'POST',
      { userId: user.$id, secret: 'guess-12' },
      from('192.0.2.66'),
    );
    expect(checked.status).toBe(429);
    const checks: number[] = [];
    for (let index = 0; index < 11; index += 1)
      checks.push(
        (await sendJson(`${limited.url}/v1/account/recovery/check`, 'POST', { userId: user.$id, secret: `g-${index}` }, from('192.0.2.69')))
          .status,
      );
    expect(checks).toEqual([...Array(10).fill(401), 429]);
  });

  test('verification mails: 10 an hour per user', async () => {
    const email = 'limits.mails@example.com';
    await sendJson(`${limited.url}/v1/account`, 'POST', { userId: 'unique()', email, password: TEST_PASSWORD }, from('192.0.2.5'));
    const { cookie } = await logIn(email, TEST_PASSWORD, limited);
    const sends: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const path = index % 2 ? '/v1/account/verification' : '/v1/account/verifications/email';
      sends.push(
        (await sendJson(`${limited.url}${path}`, 'POST', { url: VERIFY_URL }, { ...from(`192.0.2.${index + 40}`), cookie })).status,
      );
    }
    expect(sends).toEqual([...Array(10).fill(201), 429]);
  });
});

test(`with the rate limits turned off, resets and verifications are still checked (${describeDatabase()})`, async () => {
  const unlimited = await startTestServer({ rateLimits: 'disabled' });
  try {
    const user = (
      await sendJson(
        `${unlimited.url}/v1/account`,
        'POST',
        { userId: 'unique()', email: 'unlimited@example.com', password: TEST_PASSWORD },
        project,
      )
    ).json.$id as string;
    const reset = await sendJson(
      `${unlimited.url}/v1/account/recovery`,
      'PUT',
      { userId: user, secret: 'guess', password: NEW_PASSWORD },
      project,
    );
    const verification = await sendJson(`${unlimited.url}/v1/account/verification`, 'PUT', { userId: user, secret: 'guess' }, project);
    expect([reset.json.type, verification.json.type]).toEqual(['user_invalid_token', 'user_invalid_token']);
  } finally {
    await unlimited.close();
  }
});
