import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { contactFields, type ContactEnquiry } from '@rcm/shared';
import { sampleCard, sampleEnquiry } from '@rcm/shared/testing';
import { defaultSessionPolicy } from '../config';
import { capturedLogs } from '../testing/captured-logs';
import { hostileRecord, rawCases, validWithOneHostile } from '../testing/hostile-values';
import { describeDatabase, signedInCookie, SITE_ORIGIN, startTestServer, TEST_PASSWORD, type TestServer } from '../testing/test-server';

/**
 * Generated hostile bodies (../testing/hostile-values.ts) for every endpoint. Never a 5xx; a
 * rejected request stores nothing; accepted text is stored byte for byte. The counts go to
 * .test-reports/hostile-input.json, which `npm test` prints.
 */

interface EndpointCounts {
  cases: number;
  serverErrors: number;
  accepted: number;
  rowsFromRejected: number;
  mangled: number;
}

let server: TestServer;
let cookie = '';
/** Everything the server logged during the suite, at the most verbose level. */
const logs = capturedLogs();
const CARD = sampleCard.number;
const PASSWORD = TEST_PASSWORD;
const USER = 'hostile.tester@clinic.example.com';
const counts: Record<string, EndpointCounts> = {};

async function rowCount(table: 'contact_enquiries' | 'newsletter_subscribers' | 'subscriptions' | 'users' | 'sessions'): Promise<number> {
  const row = await server.app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function sendRaw(
  method: string,
  url: string,
  body: string | Uint8Array<ArrayBuffer>,
  contentType: string | undefined,
  extraHeaders: Record<string, string> = {},
) {
  const headers: Record<string, string> = { origin: SITE_ORIGIN, 'x-appwrite-project': 'rcm', ...extraHeaders };
  if (contentType) headers['content-type'] = contentType;
  const response = await fetch(`${server.url}${url}`, { method, headers, body });
  return { status: response.status, text: await response.text() };
}

interface Endpoint {
  name: string;
  method: string;
  path: string;
  table?: 'contact_enquiries' | 'newsletter_subscribers' | 'subscriptions' | 'users' | 'sessions';
  /** What a rejected request must leave unchanged, when it is not a table's row count. */
  snapshot?: () => Promise<string>;
  bodies: fc.Arbitrary<unknown>;
  runs: number;
  withSession?: boolean;
  /** For an accepted body: true when what was stored is exactly what was sent. */
  storedAsSent?: (body: Record<string, unknown>) => Promise<boolean>;
}

const endpoints: Endpoint[] = [
  {
    name: 'POST /contact',
    method: 'POST',
    path: '/contact',
    table: 'contact_enquiries',
    bodies: fc.oneof(fc.anything(), hostileRecord(contactFields), validWithOneHostile(sampleEnquiry)),
    runs: 300,
    storedAsSent: async (body) => {
      const row = await server.app.db.selectFrom('contact_enquiries').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
      return contactFields.every((field) => row[field] === (body as unknown as ContactEnquiry)[field]);
    },
  },
  {
    name: 'POST /newsletter',
    method: 'POST',
    path: '/newsletter',
    table: 'newsletter_subscribers',
    bodies: fc.oneof(
      fc.anything(),
      hostileRecord(['email']),
      fc.string({ unit: 'grapheme', maxLength: 20 }).map((local) => ({ email: `${local}@clinic.example.com` })),
    ),
    runs: 200,
    storedAsSent: async (body) => {
      const address = String(body.email).trim().toLowerCase();
      return (
        (await server.app.db.selectFrom('newsletter_subscribers').select('email').where('email', '=', address).executeTakeFirst()) !==
        undefined
      );
    },
  },
  {
    name: 'PUT /subscribtion',
    method: 'PUT',
    path: '/subscribtion',
    table: 'subscriptions',
    withSession: true,
    bodies: fc.oneof(
      fc.anything(),
      hostileRecord(['username', 'subscribtion', 'creditCard']),
      validWithOneHostile({ username: USER, subscribtion: 'gold', creditCard: CARD }),
      fc.record({
        username: fc.constantFrom(USER, USER.toUpperCase()),
        subscribtion: fc.constantFrom('silver', 'gold', 'platinum'),
        creditCard: fc.constant(CARD),
      }),
    ),
    runs: 150,
    storedAsSent: async (body) => {
      const row = await server.app.db.selectFrom('subscriptions').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
      return row.package === body.subscribtion && row.card_last4 === CARD.slice(-4) && row.username === USER;
    },
  },
  {
    name: 'POST /v1/account',
    method: 'POST',
    path: '/v1/account',
    table: 'users',
    bodies: fc.oneof(
      fc.anything(),
      hostileRecord(['userId', 'email', 'password', 'name']),
      validWithOneHostile({ userId: 'unique()', email: 'new.user@clinic.example.com', password: PASSWORD, name: 'New User' }).map(
        (body) => ({
          ...body,
          // Each accepted one is a new account, so its name can be compared with the stored one.
          email:
            body.email === 'new.user@clinic.example.com' ? `new.${Math.random().toString(36).slice(2)}@clinic.example.com` : body.email,
        }),
      ),
    ),
    runs: 60,
    storedAsSent: async (body) => {
      const row = await server.app.db
        .selectFrom('users')
        .select('name')
        .where('email', '=', String(body.email).trim().toLowerCase())
        .executeTakeFirst();
      // The API trims a name (String.prototype.trim: U+FEFF counts as white space), as it documents.
      return row?.name === (typeof body.name === 'string' ? body.name.trim() : '');
    },
  },
  {
    name: 'POST /v1/account/sessions/email',
    method: 'POST',
    path: '/v1/account/sessions/email',
    table: 'sessions',
    // Hostile bodies, and the real credentials (in any letter case of the email) so the accepted path runs too.
    bodies: fc.oneof(
      fc.anything(),
      hostileRecord(['email', 'password']),
      fc.constantFrom(USER, USER.toUpperCase(), ` ${USER} `).map((email) => ({ email, password: PASSWORD })),
    ),
    runs: 60,
    storedAsSent: async () => {
      const newest = await server.app.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select('users.email')
        .orderBy('sessions.created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return newest?.email === USER;
    },
  },
  {
    name: 'PATCH /v1/account/prefs',
    method: 'PATCH',
    path: '/v1/account/prefs',
    withSession: true,
    snapshot: async () =>
      (await server.app.db.selectFrom('users').select('prefs').where('email', '=', USER).executeTakeFirstOrThrow()).prefs,
    bodies: fc.oneof(
      fc.anything(),
      hostileRecord(['prefs']),
      fc.record({ prefs: fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 4 }), { maxKeys: 4 }) }),
    ),
    runs: 100,
    storedAsSent: async (body) => {
      const stored = (await server.app.db.selectFrom('users').select('prefs').where('email', '=', USER).executeTakeFirstOrThrow()).prefs;
      return stored === JSON.stringify(body.prefs);
    },
  },
  // A JWT is never stored: there is nothing a rejected request could have written.
  { name: 'POST /v1/account/jwts', method: 'POST', path: '/v1/account/jwts', withSession: true, bodies: fc.anything(), runs: 40 },
];

beforeAll(async () => {
  // A long window for a recent login: the suite runs longer than the default few minutes on a busy machine.
  server = await startTestServer({
    logger: { level: 'trace', stream: logs.stream },
    sessions: { ...defaultSessionPolicy, recentLoginSeconds: 3600 },
  });
  cookie = await signedInCookie(server, USER, PASSWORD);
});

afterAll(async () => {
  await server.close();
  const file = path.join(__dirname, `../../../.test-reports/hostile-input-${process.env.DATABASE_URL ? 'postgresql' : 'sqlite'}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ database: describeDatabase(), endpoints: counts }, null, 2)}\n`);
});

describe(`hostile input (${describeDatabase()})`, () => {
  for (const endpoint of endpoints) {
    test(`${endpoint.name}: never a 5xx, nothing stored from a rejected request, accepted text stored as sent`, async () => {
      const tally: EndpointCounts = { cases: 0, serverErrors: 0, accepted: 0, rowsFromRejected: 0, mangled: 0 };
      counts[endpoint.name] = tally;
      const headers: Record<string, string> = endpoint.withSession ? { cookie } : {};

      const state = async () => (endpoint.snapshot ? endpoint.snapshot() : endpoint.table ? String(await rowCount(endpoint.table)) : '');
      const check = async (body: string | Uint8Array<ArrayBuffer>, contentType: string | undefined, parsed?: unknown) => {
        const before = await state();
        const reply = await sendRaw(endpoint.method, endpoint.path, body, contentType, headers);
        tally.cases += 1;
        if (reply.status >= 500) tally.serverErrors += 1;
        if (reply.status >= 500) throw new Error(`${endpoint.name} answered ${reply.status}: ${reply.text.slice(0, 300)}`);
        const accepted = reply.status >= 200 && reply.status < 300;
        if ((endpoint.table || endpoint.snapshot) && !accepted) {
          const after = await state();
          if (after !== before) tally.rowsFromRejected += 1;
          expect(after).toBe(before);
        }
        if (accepted) {
          tally.accepted += 1;
          if (endpoint.storedAsSent && parsed && typeof parsed === 'object') {
            const same = await endpoint.storedAsSent(parsed as Record<string, unknown>);
            if (!same) tally.mangled += 1;
            expect(same).toBe(true);
          }
        }
      };

      await fc.assert(
        fc.asyncProperty(endpoint.bodies, async (body) => {
          await check(JSON.stringify(body) ?? 'null', 'application/json', body);
        }),
        { numRuns: endpoint.runs },
      );
      for (const raw of rawCases) await check(raw.body, raw.contentType);
      expect(tally.serverErrors).toBe(0);
    }, 120_000);
  }
});

// Runs last (tests run in the order they are declared): it scans what the suite left behind.
test('after all of it, no table and no log line holds a card number or a password', async () => {
  expect(logs.text()).toMatch(/"url":"\/contact"/);
  const tables = await server.dumpAllTables();
  for (const secret of [CARD, PASSWORD]) {
    expect(logs.text()).not.toContain(secret);
    expect(tables).not.toContain(secret);
  }
});
