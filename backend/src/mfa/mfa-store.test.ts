import type { SessionRow } from '../auth/account-store';
import { authenticatorApp } from '../testing/authenticator-app';
import { describeDatabase, signedInCookie, startTestServer, type TestServer } from '../testing/test-server';
import { createMfaStore, type ChallengeRow, type MfaStore } from './mfa-store';
import { factors, sessionFactors } from './second-factor';

/**
 * The store under the MFA routes, on the test server's database and keys: what it keeps of each
 * factor, and when a challenge may be answered. The routes' tests (routes/account/mfa.test.ts)
 * drive it through Appwrite's API; these check what the API cannot show on its own.
 */
let server: TestServer;
let store: MfaStore;
beforeAll(async () => {
  server = await startTestServer();
  store = createMfaStore(server.app.db, server.options.mfaKeys, () => server.options.clock!());
});
afterAll(() => server.close());

const ttlMs = 60_000;

/** A registered account and its session row, as the login made them. */
async function account(email: string): Promise<{ userId: string; session: SessionRow }> {
  await signedInCookie(server, email);
  const { id } = await server.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const session = await server.app.db.selectFrom('sessions').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();
  return { userId: id, session };
}

const emailChallenge = (session: SessionRow, code: string): Promise<ChallengeRow> =>
  store.createChallenge(session, factors.email, ttlMs, { code, onCreated: () => Promise.resolve() });

describe(`the MFA store (${describeDatabase()})`, () => {
  test('an authenticator not yet confirmed is "unverified" and answers no TOTP challenge; confirmed, it does', async () => {
    const { userId, session } = await account('unconfirmed.app@example.com');
    expect(await store.authenticatorState(userId)).toBe('none');
    const app = authenticatorApp(server, await store.startAuthenticator(userId));
    expect(await store.authenticatorState(userId)).toBe('unverified');

    const challenge = await store.createChallenge(session, factors.totp, ttlMs);
    // A TOTP challenge keeps no code of its own: the app's secret decides.
    expect(challenge.code).toBe('');
    expect(await store.answerChallenge(session, challenge.id, app.nextCode())).toBeNull();

    expect(await store.confirmAuthenticator(userId, app.nextCode())).toBe(true);
    expect(await store.authenticatorState(userId)).toBe('verified');
    const answered = await store.answerChallenge(session, challenge.id, app.nextCode());
    expect(answered && sessionFactors(answered)).toEqual(['password', 'totp']);
  });

  test('a challenge can be answered until its expiry, not at it', async () => {
    const { userId, session } = await account('expiring.challenge@example.com');
    // A clock of its own that stands still: the expiry to the millisecond.
    const created = new Date('2026-11-28T10:00:00.000Z');
    let now = created;
    const stillStore = createMfaStore(server.app.db, server.options.mfaKeys, () => now);
    const codes = (await stillStore.replaceRecoveryCodes(userId, () => true))!;
    const [early, late] = [
      await stillStore.createChallenge(session, factors.recoveryCode, ttlMs),
      await stillStore.createChallenge(session, factors.recoveryCode, ttlMs),
    ];
    now = new Date(created.getTime() + ttlMs - 1);
    expect(await stillStore.answerChallenge(session, early.id, codes[0]!)).not.toBeNull();
    now = new Date(created.getTime() + ttlMs);
    expect(await stillStore.answerChallenge(session, late.id, codes[1]!)).toBeNull();
    // Refused as expired, not as a wrong code: the code is still there to use.
    expect(await stillStore.recoveryCodes(userId)).toEqual(codes.slice(1));
  });

  test('a sealed value opens only in its own row: recovery codes copied to another account, or a mailed code to another challenge, open nothing', async () => {
    const first = await account('codes.first@example.com');
    const second = await account('codes.second@example.com');
    const firstCodes = (await store.replaceRecoveryCodes(first.userId, () => true))!;
    await store.replaceRecoveryCodes(second.userId, () => true);
    const db = server.app.db;
    const sealedOf = async (userId: string) =>
      (await db.selectFrom('mfa_recovery_codes').select('codes').where('user_id', '=', userId).executeTakeFirstOrThrow()).codes;
    await db
      .updateTable('mfa_recovery_codes')
      .set({ codes: await sealedOf(first.userId) })
      .where('user_id', '=', second.userId)
      .execute();
    await expect(store.recoveryCodes(second.userId)).rejects.toThrow();
    expect(await store.recoveryCodes(first.userId)).toEqual(firstCodes);

    const mailed = await emailChallenge(first.session, '111111');
    const other = await emailChallenge(first.session, '222222');
    await db.updateTable('mfa_challenges').set({ code: mailed.code }).where('id', '=', other.id).execute();
    await expect(store.answerChallenge(first.session, other.id, '111111')).rejects.toThrow();
    expect(await store.answerChallenge(first.session, mailed.id, '111111')).not.toBeNull();
  });

  // SQLite has a single writer, so its transactions never overlap: only PostgreSQL can show two
  // answers at once. Several pairs, so that some of them overlap.
  (process.env.DATABASE_URL ? test : test.skip)(
    'PostgreSQL: two answers at once, to one challenge or with one recovery code, count once',
    async () => {
      const { userId, session } = await account('two.answers@example.com');
      for (let pair = 0; pair < 10; pair += 1) {
        const challenge = await emailChallenge(session, '123456');
        const answers = await Promise.all([
          store.answerChallenge(session, challenge.id, '123456'),
          store.answerChallenge(session, challenge.id, '123456'),
        ]);
        expect(answers.filter((answer) => answer !== null)).toHaveLength(1);
      }
      for (let pair = 0; pair < 5; pair += 1) {
        const [code] = (await store.replaceRecoveryCodes(userId, () => true))!;
        const challenges = [
          await store.createChallenge(session, factors.recoveryCode, ttlMs),
          await store.createChallenge(session, factors.recoveryCode, ttlMs),
        ];
        const answers = await Promise.all(challenges.map((challenge) => store.answerChallenge(session, challenge.id, code!)));
        expect(answers.filter((answer) => answer !== null)).toHaveLength(1);
        expect(await store.recoveryCodes(userId)).toHaveLength(5);
      }
    },
  );
});
