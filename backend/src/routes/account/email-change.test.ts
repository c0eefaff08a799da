import { notOneMailbox } from '@rcm/shared/testing';
import { retentionPeriods, STAFF_LABEL, STAFF_NO_ACCESS_MESSAGE } from '@rcm/shared';
import { defaultRateLimits } from '../../config';
import { consoleHeaders, setStaffRoleOf } from '../../testing/staff-member';
import { queuedMailsTo } from '../../testing/outbox';
import {
  describeDatabase,
  sendJson,
  setUpTestServer,
  signedInCookie,
  SITE_ORIGIN,
  startTestServer,
  TEST_PASSWORD,
} from '../../testing/test-server';

/**
 * Email changes (L12, ACC-1): a new address applies only once its owner opens the link mailed
 * to it; the old address is told, and can take the account back; password changes and resets
 * are told too.
 */
const project = { 'x-appwrite-project': 'rcm' };
const NEW_PASSWORD = 'cedar-lantern-orbit-93';
const OWNER_PASSWORD = 'willow-beacon-ledger-48';

const server = setUpTestServer();

let count = 0;
const address = (label: string) => `${label}.${process.pid}.${(count += 1)}@example.com`;

const v1 = (path: string, method: string, body: unknown, cookie?: string) =>
  sendJson(`${server.url}/v1${path}`, method, body, { ...project, ...(cookie ? { cookie } : {}) });
const accountOf = async (cookie: string) =>
  (await sendJson(`${server.url}/v1/account`, 'GET', undefined, { ...project, cookie })).json as {
    $id: string;
    email: string;
    emailVerification: boolean;
    labels: string[];
  };
const login = async (email: string, password = TEST_PASSWORD) => (await v1('/account/sessions/email', 'POST', { email, password })).status;
const isLive = async (cookie: string) =>
  (await sendJson(`${server.url}/v1/account`, 'GET', undefined, { ...project, cookie })).status === 200;
const mailsTo = (to: string) => queuedMailsTo(server.app.db, to);
const kindsTo = async (to: string) => (await mailsTo(to)).map((mail) => mail.kind);

/** The newest mail of `kind` to `to`, and the site link in it to `path` with its parameters. */
async function linkIn(to: string, kind: string, path: string) {
  const mail = (await mailsTo(to)).filter((queued) => queued.kind === kind).at(-1);
  if (!mail) throw new Error(`no ${kind} mail to ${to}: ${(await kindsTo(to)).join(', ')}`);
  const found = mail.text.match(new RegExp(`${SITE_ORIGIN}${path}(?:\\?\\S+|(?=\\s))`));
  if (!found) throw new Error(`no link to ${path} in the ${kind} mail to ${to}: ${mail.text}`);
  const url = new URL(found[0]);
  return { mail, url, userId: url.searchParams.get('userId') ?? '', secret: url.searchParams.get('secret') ?? '' };
}

const confirm = (link: { userId: string; secret: string }, cookie?: string) =>
  v1('/account/verification', 'PUT', { userId: link.userId, secret: link.secret }, cookie);
const takeBack = (link: { userId: string; secret: string }, password: string) =>
  v1('/account/recovery', 'PUT', { userId: link.userId, secret: link.secret, password });
const askChange = (email: string, cookie: string, password = TEST_PASSWORD) => v1('/account/email', 'PATCH', { email, password }, cookie);

/** How long a mailed link says it works from now (its `expire` parameter), in milliseconds. */
const lifeOf = (url: URL) => Date.parse(url.searchParams.get('expire') ?? '') - server.options.clock!().getTime();

/** Registers, proves the address (as its verification link would) and logs in. */
async function verifiedAccount(email: string, password = TEST_PASSWORD): Promise<string> {
  const cookie = await signedInCookie(server, email, password);
  await server.app.db.updateTable('users').set({ email_verified_at: '2026-11-01T09:00:00.000+00:00' }).where('email', '=', email).execute();
  return cookie;
}

/** A verified account (`<label>.old…`, logged in) that asked to move to `<label>.new…`. */
async function changeAsked(label: string) {
  const old = address(`${label}.old`);
  const next = address(`${label}.new`);
  const cookie = await verifiedAccount(old);
  await askChange(next, cookie);
  return { old, next, cookie };
}

/** The account behind `cookie` moved to `next` through the link mailed there, opened in that browser. */
async function moveAccount(next: string, cookie: string, password = TEST_PASSWORD) {
  await askChange(next, cookie, password);
  const link = await linkIn(next, 'email-change-confirmation', '/verify-email');
  return { link, confirmed: await confirm(link, cookie) };
}

describe(`an email change waits for the new address (${describeDatabase()})`, () => {
  test('asked for: nothing changes, the new address is mailed the link, the current one is told where it is going', async () => {
    const old = address('ask.old');
    const next = address('ask.new');
    const cookie = await verifiedAccount(old);
    const asked = await askChange(next, cookie);
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({ email: old, emailVerification: true });
    expect(await accountOf(cookie)).toMatchObject({ email: old, emailVerification: true });
    expect([await login(old), await login(next)]).toEqual([201, 401]);

    const { mail: confirmation, url } = await linkIn(next, 'email-change-confirmation', '/verify-email');
    expect(confirmation.recipient).toBe(next);
    expect(confirmation.subject).toBe('Confirm your new email address for Clarity RCM');
    expect(url.searchParams.get('for')).toBe('email-change');
    // It works for an hour, as the mail says and its `expire` shows.
    expect(confirmation.text.replace(/\s+/g, ' ')).toContain('The link works for 60 minutes, and only once.');
    const linkLife = lifeOf(url);
    expect(linkLife > 59 * 60_000 && linkLife <= 60 * 60_000).toBe(true);
    // A mistyped new address may be a stranger's: it is not told the account's address.
    expect(`${confirmation.text}${confirmation.html}`).not.toContain(old);

    const { mail: notice } = await linkIn(old, 'email-change-requested', '/login/recovery');
    expect(notice.subject).toBe('Your Clarity RCM email address is about to change');
    expect(notice.text).toContain(`asked to change its email address to ${next}`);
    expect(notice.text).toContain('Reset your password: http://localhost:3000/login/recovery');
  });

  test('the link makes the change: the new address logs in, verified; other sessions end, the clicking one stays; the old address is told, with a way back', async () => {
    const old = address('apply.old');
    const next = address('apply.new');
    const cookie = await verifiedAccount(old);
    const elsewhere = await signedInCookie(server, old);
    const { link, confirmed } = await moveAccount(next, cookie);
    expect(confirmed).toMatchObject({ status: 200, json: { userId: link.userId, secret: '' } });

    expect(await accountOf(cookie)).toMatchObject({ email: next, emailVerification: true });
    expect([await login(next), await login(old)]).toEqual([201, 401]);
    expect(await isLive(elsewhere)).toBe(false);
    // Once only.
    expect((await confirm(link)).json.type).toBe('user_invalid_token');

    const { mail: changed, url } = await linkIn(old, 'email-changed', '/reset-password');
    expect(changed.subject).toBe('Your Clarity RCM email address was changed');
    expect(changed.text).toContain(`is now ${next}`);
    expect(changed.text).toContain(`It works for ${retentionPeriods.replacedEmailDays} days`);
    expect(url.searchParams.get('for')).toBe('email-change-undo');
    const undoLife = lifeOf(url);
    expect(
      undoLife > (retentionPeriods.replacedEmailDays * 24 * 60 - 1) * 60_000 && undoLife <= retentionPeriods.replacedEmailDays * 86_400_000,
    ).toBe(true);
    expect(await kindsTo(next)).toEqual(['email-change-confirmation']);
  });

  test('opened in a browser without the session (a phone), it ends every session of the account', async () => {
    const { next, cookie } = await changeAsked('phone');
    const stranger = await signedInCookie(server, address('phone.stranger'));
    expect((await confirm(await linkIn(next, 'email-change-confirmation', '/verify-email'), stranger)).status).toBe(200);
    expect(await isLive(cookie)).toBe(false);
    expect(await isLive(stranger)).toBe(true);
  });

  test('only the newest link works, and a plain verification link of the old address changes nothing', async () => {
    const old = address('newest.old');
    const first = address('newest.first');
    const second = address('newest.second');
    const cookie = await signedInCookie(server, old);
    await v1('/account/verification', 'POST', { url: `${SITE_ORIGIN}/verify-email` }, cookie);
    const verification = await linkIn(old, 'email-verification', '/verify-email');
    await askChange(first, cookie);
    const firstLink = await linkIn(first, 'email-change-confirmation', '/verify-email');
    await askChange(second, cookie);
    expect((await confirm(firstLink)).json.type).toBe('user_invalid_token');
    expect((await confirm(verification)).status).toBe(200);
    expect(await accountOf(cookie)).toMatchObject({ email: old, emailVerification: true });
    expect((await confirm(await linkIn(second, 'email-change-confirmation', '/verify-email'), cookie)).status).toBe(200);
    expect((await accountOf(cookie)).email).toBe(second);
  });

  test('a password reset cancels a change still waiting (the "it was not me" of the request notice)', async () => {
    const { old, next } = await changeAsked('cancel');
    const link = await linkIn(next, 'email-change-confirmation', '/verify-email');
    await v1('/account/recovery', 'POST', { email: old, url: `${SITE_ORIGIN}/reset-password` });
    const reset = await linkIn(old, 'password-recovery', '/reset-password');
    expect((await takeBack(reset, OWNER_PASSWORD)).status).toBe(200);
    expect((await confirm(link)).json.type).toBe('user_invalid_token');
    expect([await login(old, OWNER_PASSWORD), await login(next, OWNER_PASSWORD)]).toEqual([201, 401]);
  });

  test('an address another account has, or has just left and may take back, is refused; an address list is not an address', async () => {
    const owner = address('held.owner');
    const ownerCookie = await verifiedAccount(owner);
    const moved = address('held.moved');
    await moveAccount(moved, ownerCookie);
    // The address left behind is held for its account's way back: nobody registers it or moves to it meanwhile.
    expect((await v1('/account', 'POST', { userId: 'unique()', email: owner, password: TEST_PASSWORD })).json.type).toBe(
      'user_already_exists',
    );
    const other = await signedInCookie(server, address('held.other'));
    expect((await askChange(owner, other)).json.type).toBe('user_target_already_exists');
    // The account itself may go back to it.
    expect((await askChange(owner, ownerCookie)).status).toBe(200);
    for (const list of notOneMailbox.slice(0, 4)) {
      expect([list, (await askChange(list, other)).json.type]).toEqual([list, 'general_argument_invalid']);
      expect([list, (await v1('/account', 'POST', { userId: 'unique()', email: list, password: TEST_PASSWORD })).json.type]).toEqual([
        list,
        'general_argument_invalid',
      ]);
    }
  });

  test('a new address another account registered meanwhile: the link is 409 and the account keeps its address', async () => {
    const { old, next, cookie } = await changeAsked('race');
    await signedInCookie(server, next);
    const refused = await confirm(await linkIn(next, 'email-change-confirmation', '/verify-email'), cookie);
    expect(refused).toMatchObject({ status: 409, json: { type: 'user_target_already_exists' } });
    expect(await accountOf(cookie)).toMatchObject({ email: old, emailVerification: true });
  });

  test('a new address another account took and then left after the request is held for that account: the link is 409, and its way back still works', async () => {
    const { old, next, cookie } = await changeAsked('held.late');
    // Another account registers the address before the link is opened, and moves away from it.
    const otherCookie = await verifiedAccount(next);
    const elsewhere = address('held.late.elsewhere');
    await moveAccount(elsewhere, otherCookie);
    const refused = await confirm(await linkIn(next, 'email-change-confirmation', '/verify-email'), cookie);
    expect(refused).toMatchObject({ status: 409, json: { type: 'user_target_already_exists' } });
    expect(await accountOf(cookie)).toMatchObject({ email: old });
    expect((await takeBack(await linkIn(next, 'email-changed', '/reset-password'), OWNER_PASSWORD)).status).toBe(200);
    expect(await login(next, OWNER_PASSWORD)).toBe(201);
  });

  test("the unique index refusing the move (a registration in the same instant, which only PostgreSQL's concurrency lets through the check) is 409, and nothing changes", async () => {
    const { old, next, cookie } = await changeAsked('instant');
    const link = await linkIn(next, 'email-change-confirmation', '/verify-email');
    await signedInCookie(server, next);
    // The registration lands between the store's check and its write: the write alone, as the check saw nothing.
    const writeOnly = jest.spyOn(server.app.accounts, 'updateEmail').mockImplementationOnce(async (userId, email, trx = server.app.db) => {
      await trx.updateTable('users').set({ email }).where('id', '=', userId).execute();
      return { removedLabels: [] };
    });
    try {
      expect(await confirm(link, cookie)).toMatchObject({ status: 409, json: { type: 'user_email_already_exists' } });
    } finally {
      writeOnly.mockRestore();
    }
    expect(await accountOf(cookie)).toMatchObject({ email: old, emailVerification: true });
    expect(await kindsTo(old)).toEqual(['email-change-requested']);
  });

  test('one link opened twice at the same moment moves the account once: one 200, one invalid token, one notice with a way back', async () => {
    const { old, next } = await changeAsked('twice');
    const link = await linkIn(next, 'email-change-confirmation', '/verify-email');
    const replies = await Promise.all([confirm(link), confirm(link)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 401]);
    expect(replies.map((reply) => reply.json.type).filter(Boolean)).toEqual(['user_invalid_token']);
    expect(await kindsTo(old)).toEqual(['email-change-requested', 'email-changed']);
    expect(await login(next)).toBe(201);
  });

  test('the staff label does not follow the account to an address nobody granted it for; its removal is audited', async () => {
    const old = address('staff.old');
    const next = address('staff.new');
    const cookie = await verifiedAccount(old);
    await setStaffRoleOf(server, old, true);
    expect((await accountOf(cookie)).labels).toEqual([STAFF_LABEL]);
    await askChange(next, cookie);
    // Asking changes nothing, the label neither.
    expect((await accountOf(cookie)).labels).toEqual([STAFF_LABEL]);
    await confirm(await linkIn(next, 'email-change-confirmation', '/verify-email'), cookie);
    expect((await accountOf(cookie)).labels).toEqual([]);
    // Past the console's header, the guard now finds no role (before, it asked for the second factor).
    const refused = await sendJson(`${server.url}/staff/enquiries`, 'GET', undefined, consoleHeaders(cookie));
    expect([refused.status, refused.json.message]).toEqual([403, STAFF_NO_ACCESS_MESSAGE]);
    const { $id: userId } = await accountOf(cookie);
    const audit = await server.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'role.revoke')
      .where('subject', '=', `user:${userId}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ label: STAFF_LABEL, reason: 'email address changed', email: old, to: next });
    expect(audit[0]).toMatchObject({ actor: old, address: '127.0.0.1' });
  });

  test('wrong passwords are refused before anything is mailed; the mails are 10 an hour per account', async () => {
    const limited = await startTestServer({ rateLimits: defaultRateLimits() });
    try {
      const cookie = await signedInCookie(limited, 'mails.limit@example.com');
      const ask = (email: string, password = TEST_PASSWORD) =>
        sendJson(`${limited.url}/v1/account/email`, 'PATCH', { email, password }, { ...project, cookie });
      expect((await ask('mails.limit.x@example.com', 'not-the-password-1')).json.type).toBe('user_invalid_credentials');
      expect(await limited.app.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
      const statuses: number[] = [];
      for (let index = 0; index < 11; index += 1) statuses.push((await ask(`mails.limit.${index}@example.com`)).status);
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
    } finally {
      await limited.close();
    }
  });
});

describe(`"this wasn't me": the address an account left takes it back (${describeDatabase()})`, () => {
  /** A verified account (its `owner` address) moved to `<label>.new…` through its link: the way back mailed to the owner. */
  async function changeMade(label: string) {
    const { old: owner, next, cookie } = await changeAsked(label);
    await confirm(await linkIn(next, 'email-change-confirmation', '/verify-email'), cookie);
    return { owner, next, cookie, undo: await linkIn(owner, 'email-changed', '/reset-password') };
  }

  test('the link restores the old address (verified) with a new password and ends every session, whatever the new holder did meanwhile', async () => {
    const owner = address('undo.owner');
    const attacker = address('undo.attacker');
    const ownerCookie = await verifiedAccount(owner);
    // Someone with the password and a session moves the account to their address...
    const attackerCookie = await signedInCookie(server, owner);
    await moveAccount(attacker, attackerCookie);
    expect(await isLive(ownerCookie)).toBe(false);
    const undo = await linkIn(owner, 'email-changed', '/reset-password');
    // ...then changes the password, resets it through the new address, and moves on to another one.
    expect((await v1('/account/password', 'PATCH', { password: NEW_PASSWORD, oldPassword: TEST_PASSWORD }, attackerCookie)).status).toBe(
      200,
    );
    await v1('/account/recovery', 'POST', { email: attacker, url: `${SITE_ORIGIN}/reset-password` });
    expect((await takeBack(await linkIn(attacker, 'password-recovery', '/reset-password'), NEW_PASSWORD)).status).toBe(200);
    const attackerAgain = await signedInCookie(server, attacker, NEW_PASSWORD);
    const third = address('undo.third');
    await moveAccount(third, attackerAgain, NEW_PASSWORD);
    // The attacker's own way back (to their first address) must not take the account from the owner...
    const attackersUndo = await linkIn(attacker, 'email-changed', '/reset-password');

    // The owner's link still works.
    expect((await takeBack(undo, OWNER_PASSWORD)).status).toBe(200);
    expect(await isLive(attackerAgain)).toBe(false);
    expect([await login(owner, OWNER_PASSWORD), await login(third, NEW_PASSWORD), await login(attacker, NEW_PASSWORD)]).toEqual([
      201, 401, 401,
    ]);
    const ownerAgain = await signedInCookie(server, owner, OWNER_PASSWORD);
    expect(await accountOf(ownerAgain)).toMatchObject({ email: owner, emailVerification: true });
    // ...and after the owner's, the later one is spent.
    expect((await takeBack(attackersUndo, NEW_PASSWORD)).json.type).toBe('user_invalid_token');
    // Once only; and the owner is told of the new password.
    expect((await takeBack(undo, OWNER_PASSWORD)).json.type).toBe('user_invalid_token');
    expect((await mailsTo(owner)).at(-1)).toMatchObject({ kind: 'password-changed', subject: 'Your Clarity RCM password was changed' });
  });

  test('the way back ends every link still out for the account: a reset, a verification, another change', async () => {
    const owner = address('links.owner');
    const holder = address('links.holder');
    // A verification link asked for and never opened (the address was proved another way).
    const ownerCookie = await signedInCookie(server, owner);
    expect((await v1('/account/verification', 'POST', { url: `${SITE_ORIGIN}/verify-email` }, ownerCookie)).status).toBe(201);
    const verification = await linkIn(owner, 'email-verification', '/verify-email');
    await verifiedAccount(owner);
    const holderCookie = await signedInCookie(server, owner);
    await moveAccount(holder, holderCookie);
    const undo = await linkIn(owner, 'email-changed', '/reset-password');
    // Whoever holds the account leaves links out: a password reset and a change to yet another address.
    await v1('/account/recovery', 'POST', { email: holder, url: `${SITE_ORIGIN}/reset-password` });
    const reset = await linkIn(holder, 'password-recovery', '/reset-password');
    const next = address('links.next');
    expect((await askChange(next, holderCookie)).status).toBe(200);
    const change = await linkIn(next, 'email-change-confirmation', '/verify-email');

    expect((await takeBack(undo, OWNER_PASSWORD)).status).toBe(200);
    expect((await takeBack(reset, NEW_PASSWORD)).json.type).toBe('user_invalid_token');
    expect((await confirm(verification)).json.type).toBe('user_invalid_token');
    expect((await confirm(change)).json.type).toBe('user_invalid_token');
    expect([await login(owner, OWNER_PASSWORD), await login(next, TEST_PASSWORD)]).toEqual([201, 401]);
    // The owner is told the password was reset by a link to this address (not changed in the settings).
    expect((await mailsTo(owner)).at(-1)?.text.replace(/\s+/g, ' ')).toContain('was reset with a link we sent to this address');
  });

  test('an address taken by another account meanwhile (a registration racing the change) is not taken from it: the way back is 409, and changes nothing', async () => {
    const { owner, next, cookie, undo } = await changeMade('taken');
    // The hold stops registrations from now on; one that raced the change got the address (as it leaves the table).
    const racer = address('taken.racer');
    await signedInCookie(server, racer);
    await server.app.db.updateTable('users').set({ email: owner }).where('email', '=', racer).execute();
    expect((await takeBack(undo, OWNER_PASSWORD)).json).toMatchObject({ type: 'user_target_already_exists' });
    expect([await login(next), await login(owner)]).toEqual([201, 201]);
    expect(await accountOf(cookie)).toMatchObject({ email: next });
  });

  test("a later change's way back, used first, does not end the owner's", async () => {
    const owner = address('order.owner');
    const first = address('order.first');
    const second = address('order.second');
    const cookie = await verifiedAccount(owner);
    await moveAccount(first, cookie);
    await moveAccount(second, cookie);
    expect((await takeBack(await linkIn(first, 'email-changed', '/reset-password'), NEW_PASSWORD)).status).toBe(200);
    expect(await login(first, NEW_PASSWORD)).toBe(201);
    expect((await takeBack(await linkIn(owner, 'email-changed', '/reset-password'), OWNER_PASSWORD)).status).toBe(200);
    expect([await login(owner, OWNER_PASSWORD), await login(first, NEW_PASSWORD)]).toEqual([201, 401]);
  });

  test('the link expires with the period the privacy policy names; the address is then free', async () => {
    const { owner, undo } = await changeMade('expiry');
    server.advanceClock(retentionPeriods.replacedEmailDays * 86_400 + 1);
    try {
      expect((await takeBack(undo, OWNER_PASSWORD)).json.type).toBe('user_invalid_token');
      expect((await v1('/account', 'POST', { userId: 'unique()', email: owner, password: TEST_PASSWORD })).status).toBe(201);
    } finally {
      server.advanceClock(-(retentionPeriods.replacedEmailDays * 86_400 + 1));
    }
  });
});

describe(`password changes and resets are told to the account's address (${describeDatabase()})`, () => {
  test('a change in the settings: the notice names how, and the way out is the recovery page', async () => {
    const email = address('notice.change');
    const cookie = await signedInCookie(server, email);
    expect((await v1('/account/password', 'PATCH', { password: NEW_PASSWORD, oldPassword: 'not-the-password-1' }, cookie)).status).toBe(
      401,
    );
    expect(await kindsTo(email)).toEqual([]);
    await v1('/account/password', 'PATCH', { password: NEW_PASSWORD, oldPassword: TEST_PASSWORD }, cookie);
    const { mail } = await linkIn(email, 'password-changed', '/login/recovery');
    expect(mail.subject).toBe('Your Clarity RCM password was changed');
    expect(mail.text).toContain('was changed in its account settings');
    expect(mail.text).toContain('Reset your password: http://localhost:3000/login/recovery');
  });

  test('a reset with a recovery link', async () => {
    const email = address('notice.reset');
    await signedInCookie(server, email);
    await v1('/account/recovery', 'POST', { email, url: `${SITE_ORIGIN}/reset-password` });
    await takeBack(await linkIn(email, 'password-recovery', '/reset-password'), NEW_PASSWORD);
    const { mail } = await linkIn(email, 'password-changed', '/login/recovery');
    expect(mail.text).toContain('was reset with a link we sent to this address');
  });
});
