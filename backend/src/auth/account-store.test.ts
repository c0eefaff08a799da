import { sql } from 'kysely';
import type { SessionPolicy } from '../config';
import { appwriteDate } from '../db/timestamp';
import { describeDatabase, setUpTestServer, startTestServer } from '../testing/test-server';
import { createAccountStore, deletedAccountEmail, isUniqueViolation, parsePrefs, type AccountStore } from './account-store';

/**
 * The account store on the server's real database, with a clock of its own: where exactly a
 * session stops being live, how often using it is written down, and what closing an account
 * leaves behind. (The HTTP suites show the same rules from the outside, minute by minute.)
 */
const policy: SessionPolicy = { idleSeconds: 120, absoluteSeconds: 3600, recentLoginSeconds: 300 };
const start = new Date('2026-11-27T09:00:00.000Z');

const server = setUpTestServer();
let now: Date;
let store: AccountStore;
const at = (seconds: number) => {
  now = new Date(start.getTime() + seconds * 1000);
};

beforeEach(() => {
  now = start;
  store = createAccountStore(server.app.db, policy, () => now);
});

let accounts = 0;
async function newUser() {
  accounts += 1;
  const user = await store.createUser({
    id: `store-user-${accounts}`,
    email: `store.${accounts}@example.com`,
    name: 'Ann Example',
    passwordHash: 'scrypt$salt$hash',
  });
  if (!user) throw new Error('the user could not be created');
  return user;
}
const client = { ip: '203.0.113.7', userAgent: 'jest' };

describe(`sessions (${describeDatabase()})`, () => {
  test('a session ends at its absolute end to the millisecond, however much it is used', async () => {
    const user = await newUser();
    const { session, secret } = await store.createSession(user.id, client);
    for (let seconds = 100; seconds < policy.absoluteSeconds; seconds += 100) {
      at(seconds);
      expect(await store.findActiveSession(user.id, secret)).toBeDefined();
    }
    at(policy.absoluteSeconds - 0.001);
    expect(await store.findActiveSessionById(session.id)).toBeDefined();
    at(policy.absoluteSeconds);
    expect(await store.findActiveSessionById(session.id)).toBeUndefined();
    expect(await store.findActiveSession(user.id, secret)).toBeUndefined();
  });

  test('using a session is written down once a quarter of the idle time has passed, not at every request', async () => {
    const user = await newUser();
    const { session, secret } = await store.createSession(user.id, client);
    const lastSeen = async () =>
      (await server.app.db.selectFrom('sessions').select('last_seen_at').where('id', '=', session.id).executeTakeFirstOrThrow())
        .last_seen_at;
    // A quarter of 120 s is 30 s (under the one-minute cap).
    at(29.999);
    await store.findActiveSession(user.id, secret);
    expect(await lastSeen()).toBe(session.last_seen_at);
    at(30);
    expect((await store.findActiveSession(user.id, secret))?.last_seen_at).toBe(now.toISOString().replace('Z', '+00:00'));
    expect(await lastSeen()).toBe(now.toISOString().replace('Z', '+00:00'));
  });

  test('with a long idle time, using a session is still written down every minute', async () => {
    const longIdle = createAccountStore(server.app.db, { ...policy, idleSeconds: 3600 }, () => now);
    const user = await newUser();
    const { session, secret } = await longIdle.createSession(user.id, client);
    at(59);
    expect((await longIdle.findActiveSession(user.id, secret))?.last_seen_at).toBe(session.last_seen_at);
    at(60);
    expect((await longIdle.findActiveSession(user.id, secret))?.last_seen_at).not.toBe(session.last_seen_at);
  });

  test('a session unused for exactly the idle time has ended, and its user no longer sees it listed', async () => {
    const user = await newUser();
    const { session: old } = await store.createSession(user.id, client);
    at(policy.idleSeconds / 2);
    const { session: fresh } = await store.createSession(user.id, client);
    at(policy.idleSeconds - 0.001);
    expect((await store.listActiveSessions(user.id)).map(({ id }) => id)).toEqual([fresh.id, old.id]);
    at(policy.idleSeconds);
    expect((await store.listActiveSessions(user.id)).map(({ id }) => id)).toEqual([fresh.id]);
    expect(await store.findActiveSessionById(old.id)).toBeUndefined();
  });

  test('a login is recent for exactly the recent-login time', async () => {
    const user = await newUser();
    const { session } = await store.createSession(user.id, client);
    at(policy.recentLoginSeconds - 0.001);
    expect(store.isRecentlyAuthenticated(session)).toBe(true);
    at(policy.recentLoginSeconds);
    expect(store.isRecentlyAuthenticated(session)).toBe(false);
  });
});

describe(`accounts (${describeDatabase()})`, () => {
  test('a taken id or a taken email is "taken" (null or false), never an error', async () => {
    const user = await newUser();
    const other = await newUser();
    expect(await store.createUser({ id: user.id, email: 'fresh.address@example.com', name: '', passwordHash: 'x' })).toBeNull();
    expect(await store.createUser({ id: 'store-user-new', email: user.email, name: '', passwordHash: 'x' })).toBeNull();
    expect(await store.updateEmail(other.id, user.email)).toBeNull();
    expect(await store.updateEmail(other.id, 'other.new@example.com')).toEqual({ removedLabels: [] });
    expect(await store.findUserById(other.id)).toMatchObject({
      email: 'other.new@example.com',
      email_verified_at: expect.stringMatching(/^\d{4}-/),
    });
  });

  test('closing an account erases what names the person, once', async () => {
    const user = await newUser();
    await store.updatePrefs(user.id, { theme: 'dark' });
    await store.createSession(user.id, client);
    // A purchase whose outcome was never known (customers/purchase.ts) names the account too.
    await server.app.db
      .insertInto('purchase_claims')
      .values({
        user_id: user.id,
        idempotency_key: `purchase:${user.id}:1`,
        package: 'gold',
        amount_cents: 5000,
        claimed_until: '',
        created_at: appwriteDate(now),
      })
      .execute();
    expect(await store.closeAccount(user.id)).toBe(true);
    expect(await server.app.db.selectFrom('purchase_claims').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
    const row = await store.findUserById(user.id);
    expect(row).toMatchObject({
      email: deletedAccountEmail(user.id),
      name: '',
      password_hash: '',
      prefs: '{}',
      labels: '[]',
      email_verified_at: '',
    });
    expect(row?.blocked_at).not.toBe('');
    expect(await store.listActiveSessions(user.id)).toEqual([]);
    expect(await store.closeAccount(user.id)).toBe(false);
    expect(await store.closeAccount('no-such-user')).toBe(false);
  });

  test("closing an account removes the mails to its address whatever case a form kept it in; an unverified one's, its account mails only", async () => {
    const db = server.app.db;
    const queue = (recipient: string, kind: string) =>
      db
        .insertInto('mail_outbox')
        .values({
          message_id: `<${kind}.${recipient}@test>`,
          kind,
          recipient,
          data: '{}',
          next_attempt_at: appwriteDate(now),
          created_at: appwriteDate(now),
        })
        .execute();
    const left = (address: string) =>
      db
        .selectFrom('mail_outbox')
        .select(['kind', 'recipient'])
        .where(sql<string>`lower(recipient)`, '=', address)
        .orderBy('kind')
        .execute();

    const verified = await newUser();
    await store.updateEmail(verified.id, `closing.${verified.id}@example.com`); // a changed address is a verified one
    const address = `closing.${verified.id}@example.com`;
    await queue(`Closing.${verified.id}@Example.COM`, 'enquiry-acknowledgement'); // typed in the contact form
    await queue(address, 'subscription-receipt');
    expect(await store.closeAccount(verified.id)).toBe(true);
    expect(await left(address)).toEqual([]);

    const unverified = await newUser();
    await queue(unverified.email.toUpperCase(), 'enquiry-acknowledgement'); // the address's real owner's
    await queue(unverified.email.toUpperCase(), 'password-recovery'); // the account's own
    expect(await store.closeAccount(unverified.id)).toBe(true);
    expect(await left(unverified.email)).toEqual([{ kind: 'enquiry-acknowledgement', recipient: unverified.email.toUpperCase() }]);
  });
});

describe('what is not a unique violation stays an error', () => {
  test('PostgreSQL and SQLite unique violations are recognised; other errors are not', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(true);
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_NOTNULL' })).toBe(false);
    expect(isUniqueViolation(new Error('UNIQUE constraint failed'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });

  test('a database failure while creating a user or changing an email is thrown, not "taken"', async () => {
    const broken = await startTestServer();
    const brokenStore = createAccountStore(broken.app.db, policy, () => now);
    const user = await brokenStore.createUser({ id: 'before-close', email: 'before.close@example.com', name: '', passwordHash: 'x' });
    await broken.close();
    await expect(
      brokenStore.createUser({ id: 'after-close', email: 'after.close@example.com', name: '', passwordHash: 'x' }),
    ).rejects.toThrow();
    await expect(brokenStore.updateEmail(user!.id, 'after.close@example.com')).rejects.toThrow();
  });
});

test('stored prefs that are not a JSON object read as no prefs', () => {
  expect(parsePrefs({ prefs: '{"theme":"dark"}' })).toEqual({ theme: 'dark' });
  expect(parsePrefs({ prefs: 'not json' })).toEqual({});
  expect(parsePrefs({ prefs: '[1]' })).toEqual({});
  expect(parsePrefs({ prefs: 'null' })).toEqual({});
});
