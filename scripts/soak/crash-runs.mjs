// @ts-check
/**
 * Crash rounds: enquiries, newsletter sign-ups and subscription changes flow from several
 * senders while the backend is killed with SIGKILL mid-stream; after each restart on the same
 * database, everything that got a 2xx must be there and SQLite must find the file sound.
 */
import { startBackend } from './servers.mjs';
import { enquiry } from './enquiries.mjs';
import { integrityCheck, withDatabase } from './database.mjs';

const PASSWORD = 'soak-password-1';
const SENDERS = 16;
const USERS = 8;

/**
 * @param {string} url @param {string} method @param {string} path @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
async function send(url, method, path, body, headers = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-appwrite-project': 'rcm', ...headers },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response;
}

/** Registers the subscribers once and keeps their session cookies (sessions survive restarts). */
async function createSubscribers(/** @type {string} */ url, /** @type {string} */ run) {
  /** @type {{ email: string, cookie: string }[]} */
  const users = [];
  for (let n = 0; n < USERS; n += 1) {
    const email = `subscriber.${run}.${n}@clinic.example.com`;
    await send(url, 'POST', '/v1/account', { userId: 'unique()', email, password: PASSWORD, name: `Subscriber ${n}` });
    const login = await send(url, 'POST', '/v1/account/sessions/email', { email, password: PASSWORD });
    const cookie = login.headers.getSetCookie()[0]?.split(';')[0];
    if (!login.ok || !cookie) throw new Error(`could not log ${email} in (${login.status})`);
    users.push({ email, cookie });
  }
  return users;
}

/**
 * @typedef {object} CrashRound
 * @property {number} round
 * @property {number} acknowledged 2xx replies before the kill
 * @property {number} lost acknowledged writes missing after the restart
 * @property {string} integrity
 */

/**
 * @param {{ dataDir: string, port: number, rounds: number, acknowledgedBeforeKill: number, run: string }} options
 * @returns {Promise<CrashRound[]>}
 */
export async function crashRounds({ dataDir, port, rounds, acknowledgedBeforeKill, run }) {
  /** @type {Set<string>} */ const enquiries = new Set();
  /** @type {Set<string>} */ const newsletter = new Set();
  /** @type {Map<string, number>} */ const subscriptions = new Map();
  /** @type {CrashRound[]} */ const results = [];
  let next = 0;
  let users = /** @type {{ email: string, cookie: string }[]} */ ([]);

  for (let round = 1; round <= rounds; round += 1) {
    const backend = await startBackend({ dataDir, port });
    if (round === 1) users = await createSubscribers(backend.url, run);
    let acknowledged = 0;
    let stopping = false;
    /** @type {() => void} */ let enough = () => undefined;
    const killPoint = new Promise((resolve) => (enough = () => resolve(undefined)));
    const acknowledge = () => {
      acknowledged += 1;
      if (acknowledged === acknowledgedBeforeKill) enough();
    };

    const sender = async (/** @type {number} */ id) => {
      while (!stopping) {
        const n = (next += 1);
        try {
          if (n % 5 === 0) {
            const email = `news.${run}.${n}@clinic.example.com`;
            if ((await send(backend.url, 'POST', '/newsletter', { email })).ok) {
              newsletter.add(email);
              acknowledge();
            }
          } else if (n % 5 === 1 && id < USERS) {
            // One sender per subscriber, so each user's acknowledgements are counted in order.
            const user = /** @type {{ email: string, cookie: string }} */ (users[id]);
            const body = { username: user.email, subscribtion: ['silver', 'gold', 'platinum'][n % 3], creditCard: '4111222233334444' };
            if ((await send(backend.url, 'PUT', '/subscribtion', body, { cookie: user.cookie })).ok) {
              subscriptions.set(user.email, (subscriptions.get(user.email) ?? 0) + 1);
              acknowledge();
            }
          } else {
            const body = enquiry(n, `crash-${run}`);
            if ((await send(backend.url, 'POST', '/contact', body)).status === 201) {
              enquiries.add(body.email);
              acknowledge();
            }
          }
        } catch {
          // the server is gone: this write was never acknowledged
        }
      }
    };
    const senders = Array.from({ length: SENDERS }, (_, id) => sender(id));
    await killPoint;
    await backend.stop('SIGKILL');
    stopping = true;
    await Promise.all(senders);

    // Restart on the same database (which runs recovery and migrations), then look.
    const restarted = await startBackend({ dataDir, port });
    await restarted.stop();
    const lost = withDatabase(dataDir, (db) => {
      const storedEnquiries = new Set(db.prepare('select email from contact_enquiries').pluck().all());
      const storedNewsletter = new Set(db.prepare('select email from newsletter_subscribers').pluck().all());
      const rowsPerUser = new Map(
        /** @type {{ username: string, n: number }[]} */ (
          db.prepare('select username, count(*) as n from subscriptions group by username').all()
        ).map((row) => [row.username, row.n]),
      );
      let missing = 0;
      for (const email of enquiries) if (!storedEnquiries.has(email)) missing += 1;
      for (const email of newsletter) if (!storedNewsletter.has(email)) missing += 1;
      for (const [email, count] of subscriptions) missing += Math.max(0, count - (rowsPerUser.get(email) ?? 0));
      return missing;
    });
    results.push({ round, acknowledged, lost, integrity: integrityCheck(dataDir) });
  }
  return results;
}
