import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { contactFields, type ContactEnquiry } from '@rcm/shared';
import { capturedLogs } from '../test-support/captured-logs';
import { sampleEnquiry } from '../test-support/sample-enquiry';
import { describeDatabase, SITE_ORIGIN, startTestServer, type TestServer } from '../test-support/test-server';

/**
 * Generated hostile bodies for every endpoint: wrong types, missing and extra fields, huge
 * strings, unicode, control characters, injection strings, nested JSON, non-JSON, wrong
 * content types, oversized bodies. Never a 5xx; a rejected request stores nothing; accepted
 * text is stored byte for byte. The counts go to .test-reports/hostile-input.json, which
 * `npm test` prints.
 */

const injections = [
  "'; DROP TABLE contact_enquiries; --",
  "' OR '1'='1",
  '1; SELECT * FROM users --',
  '<script>alert(document.cookie)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{constructor.constructor("return process")()}}',
  '${process.exit(1)}',
  '../../../../etc/passwd',
  '\u0000\u0001\u0002\u001f\u007f',
  '\u202e\u200b\ufeff',
  '💥🏥 Zoë Łukasz Nguyễn 医院',
  'a\r\nSet-Cookie: injected=1',
  '__proto__',
];

const controlCharacters = fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code)), maxLength: 40 });
const hostileString = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  controlCharacters,
  fc.constantFrom(...injections),
  fc.constantFrom('x'.repeat(5_000), 'é'.repeat(20_000), '1'.repeat(300)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
  fc.letrec((tie) => ({ nested: fc.oneof({ depthSize: 'small' }, hostileString, fc.array(tie('nested'), { maxLength: 2 })) })).nested,
);

/** A body with the endpoint's fields, each maybe missing, maybe hostile, plus extra keys. */
const hostileRecord = (fields: readonly string[]) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(fields.map((field) => [field, hostileValue])), { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'admin', 'id', 'role', 'prefs'), hostileValue, { maxKeys: 2 }),
    )
    .map(([record, extra]) => ({ ...extra, ...record }));

/** A valid body with one field turned hostile: exercises the accepted path with odd text. */
const validWithOneHostile = <T extends object>(valid: T) =>
  fc.tuple(fc.constantFrom(...(Object.keys(valid) as (keyof T & string)[])), hostileString).map(([field, value]) => ({ ...valid, [field]: value }));

const rawCases: { name: string; contentType?: string; body: string | Buffer }[] = [
  { name: 'truncated JSON', contentType: 'application/json', body: '{"email": "a@b.com"' },
  { name: 'not JSON', contentType: 'application/json', body: 'email=a@b.com' },
  { name: 'JSON string', contentType: 'application/json', body: '"just a string"' },
  { name: 'JSON array', contentType: 'application/json', body: '[1,2,3]' },
  { name: 'deep nesting', contentType: 'application/json', body: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
  { name: 'prototype pollution', contentType: 'application/json', body: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}' },
  { name: 'text/plain', contentType: 'text/plain', body: 'hello' },
  { name: 'form-urlencoded', contentType: 'application/x-www-form-urlencoded', body: 'email=a%40b.com&password=x' },
  { name: 'multipart', contentType: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.com\r\n--x--' },
  { name: 'no content type', body: '{"email":"a@b.com"}' },
  { name: 'invalid UTF-8', contentType: 'application/json', body: Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
  { name: 'oversized', contentType: 'application/json', body: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }) },
];

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
const CARD = '4111222233334444';
const PASSWORD = 'password123';
const USER = 'hostile.tester@clinic.example.com';
const counts: Record<string, EndpointCounts> = {};

async function rowCount(table: 'contact_enquiries' | 'newsletter_subscribers' | 'subscriptions' | 'users' | 'sessions'): Promise<number> {
  const row = await server.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function send(method: string, url: string, body: string | Buffer, contentType: string | undefined, extraHeaders: Record<string, string> = {}) {
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
    bodies: fc.oneof(fc.anything(), hostileRecord(['email']), fc.string({ unit: 'grapheme', maxLength: 20 }).map((local) => ({ email: `${local}@clinic.example.com` }))),
    runs: 200,
    storedAsSent: async (body) => {
      const address = String(body.email).trim().toLowerCase();
      return (await server.app.db.selectFrom('newsletter_subscribers').select('email').where('email', '=', address).executeTakeFirst()) !== undefined;
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
      fc.record({ username: fc.constantFrom(USER, USER.toUpperCase()), subscribtion: fc.constantFrom('silver', 'gold', 'platinum'), creditCard: fc.constant(CARD) }),
    ),
    runs: 150,
    storedAsSent: async (body) => {
      const row = await server.app.db.selectFrom('subscriptions').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
      return row.package === body.subscribtion && row.card_last4 === '4444' && row.username === USER;
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
      validWithOneHostile({ userId: 'unique()', email: 'new.user@clinic.example.com', password: PASSWORD, name: 'New User' }).map((body) => ({
        ...body,
        // Each accepted one is a new account, so its name can be compared with the stored one.
        email: body.email === 'new.user@clinic.example.com' ? `new.${Math.random().toString(36).slice(2)}@clinic.example.com` : body.email,
      })),
    ),
    runs: 60,
    storedAsSent: async (body) => {
      const row = await server.app.db.selectFrom('users').select('name').where('email', '=', String(body.email).trim().toLowerCase()).executeTakeFirst();
      return row?.name === (body.name ?? '');
    },
  },
  { name: 'POST /v1/account/sessions/email', method: 'POST', path: '/v1/account/sessions/email', table: 'sessions', bodies: fc.oneof(fc.anything(), hostileRecord(['email', 'password'])), runs: 60 },
  { name: 'PATCH /v1/account/prefs', method: 'PATCH', path: '/v1/account/prefs', withSession: true, bodies: fc.oneof(fc.anything(), hostileRecord(['prefs'])), runs: 100 },
  { name: 'POST /v1/account/jwts', method: 'POST', path: '/v1/account/jwts', withSession: true, bodies: fc.anything(), runs: 40 },
];

beforeAll(async () => {
  server = await startTestServer({ logger: { level: 'trace', stream: logs.stream } });
  await fetch(`${server.url}/v1/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-appwrite-project': 'rcm' },
    body: JSON.stringify({ userId: 'unique()', email: USER, password: PASSWORD, name: 'Hostile Tester' }),
  });
  const login = await fetch(`${server.url}/v1/account/sessions/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-appwrite-project': 'rcm' },
    body: JSON.stringify({ email: USER, password: PASSWORD }),
  });
  cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
});

afterAll(async () => {
  await server.close();
  const file = path.join(__dirname, '../../../.test-reports/hostile-input.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ database: describeDatabase(), endpoints: counts }, null, 2)}\n`);
});

describe(`hostile input (${describeDatabase()})`, () => {
  for (const endpoint of endpoints) {
    test(`${endpoint.name}: never a 5xx, nothing stored from a rejected request, accepted text stored as sent`, async () => {
      const tally: EndpointCounts = { cases: 0, serverErrors: 0, accepted: 0, rowsFromRejected: 0, mangled: 0 };
      counts[endpoint.name] = tally;
      const headers = endpoint.withSession ? { cookie } : {};

      const check = async (body: string | Buffer, contentType: string | undefined, parsed?: unknown) => {
        const before = endpoint.table ? await rowCount(endpoint.table) : 0;
        const reply = await send(endpoint.method, endpoint.path, body, contentType, headers);
        tally.cases += 1;
        if (reply.status >= 500) tally.serverErrors += 1;
        if (reply.status >= 500) throw new Error(`${endpoint.name} answered ${reply.status}: ${reply.text.slice(0, 300)}`);
        const accepted = reply.status >= 200 && reply.status < 300;
        if (endpoint.table && !accepted) {
          const added = (await rowCount(endpoint.table)) - before;
          if (added !== 0) tally.rowsFromRejected += 1;
          expect(added).toBe(0);
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
