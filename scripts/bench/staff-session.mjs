// @ts-check
/** The staff console's bench signs in as a staff member with two-step verification, as the console does. */
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { Secret, TOTP } from 'otpauth';
import { localPorts } from '../lib/apps.mjs';
import { register, signIn, v1Headers } from './bench-account.mjs';

const require = createRequire(import.meta.url);
const siteOrigin = `http://localhost:${localPorts.shell}`;
const backend = () => /** @type {typeof import('@rcm/backend')} */ (require('@rcm/backend'));
const { STAFF_REQUEST_HEADER } = /** @type {typeof import('@rcm/shared')} */ (require('@rcm/shared'));

/**
 * The bench staff member's authenticator app per database (both measurements of a database use
 * one account): its secret and the last 30-second step whose code the server accepted.
 * @type {Map<string, { secret: string, lastStep: number }>}
 */
const authenticators = new Map();

/** A code the server has not accepted before (its step later than the last), waiting for the next step if need be. @param {{ secret: string, lastStep: number }} app */
async function nextCode(app) {
  const current = () => TOTP.counter({ timestamp: Date.now() });
  // The server accepts one step ahead of its clock.
  while (app.lastStep + 1 > current() + 1) await sleep(1000);
  app.lastStep = Math.max(current(), app.lastStep + 1);
  return TOTP.generate({ secret: Secret.fromBase32(app.secret), timestamp: app.lastStep * 30_000 });
}

/**
 * Registers the bench's staff member (if new), marks its address verified, grants the role and
 * sets up two-step verification (the staff API needs all three), and returns the headers the
 * console sends: a session cookie whose second factor is fresh (as the export requires) and the
 * console's own header. @param {string} url @param {any} db @param {{ DATA_DIR: string, DATABASE_URL?: string }} database
 * (the database names the account's authenticator app: one per database)
 */
export async function staffSession(url, db, database) {
  const email = 'bench.staff@example.com';
  await register(url, { email, name: 'Bench Staff' });
  if (db) {
    await db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString().replace('Z', '+00:00') })
      .where('email', '=', email)
      .execute();
    const { findAccount, setStaffRole } = backend();
    const account = await findAccount(db, { email });
    if (!account) throw new Error(`bench: ${email} was not registered`);
    await setStaffRole(db, account, true, { id: 'cli', name: 'cli:bench', address: '' }, new Date());
  }
  const cookie = await signIn(url, email);
  /** @param {string} method @param {string} apiPath @param {unknown} body */
  const v1 = async (method, apiPath, body = {}) => {
    const reply = await fetch(`${url}/v1${apiPath}`, {
      method,
      headers: { ...v1Headers, cookie, origin: siteOrigin },
      body: JSON.stringify(body),
    });
    if (reply.status >= 300) throw new Error(`bench ${method} ${apiPath}: ${reply.status} ${await reply.text()}`);
    return /** @type {Record<string, any>} */ (await reply.json());
  };
  const key = JSON.stringify(database);
  let app = authenticators.get(key);
  if (!app) {
    app = { secret: (await v1('POST', '/account/mfa/authenticators/totp')).secret, lastStep: 0 };
    authenticators.set(key, app);
    await v1('PUT', '/account/mfa/authenticators/totp', { otp: await nextCode(app) });
    await v1('PATCH', '/account/mfa', { mfa: true });
  }
  const challenge = await v1('POST', '/account/mfa/challenges', { factor: 'totp' });
  await v1('PUT', '/account/mfa/challenges', { challengeId: challenge.$id, otp: await nextCode(app) });
  return { cookie, [STAFF_REQUEST_HEADER]: '1' };
}
