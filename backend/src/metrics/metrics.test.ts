import { metricValue } from '@rcm/shared/testing';
import { defaultRateLimits } from '../config';
import { enqueueMail } from '../mail/outbox';
import {
  describeDatabase,
  nodeFetch,
  sendJson,
  setUpTestServer,
  signedInCookie,
  startTestServer,
  TEST_PASSWORD,
} from '../testing/test-server';

const TOKEN = 'm'.repeat(40);
/** Appwrite's limits as they are (not the suite's scaled ones), so a few requests reach them. */
const server = setUpTestServer({ metricsToken: TOKEN, rateLimits: defaultRateLimits() });

const scrape = async (token = TOKEN) => {
  const response = await nodeFetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return response.text();
};
const requestCount = (text: string, labels: Record<string, string>) =>
  metricValue(text, 'rcm_http_request_duration_seconds_count', labels) ?? 0;

describe(`the API's metrics (${describeDatabase()})`, () => {
  test('are served only with the metrics token: 401 without it or with another, 404 on a server with none set', async () => {
    const url = `${server.url}/metrics`;
    const none = await nodeFetch(url);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(none.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await none.text()).toBe('The metrics need the metrics token: Authorization: Bearer <METRICS_TOKEN>.');
    expect((await nodeFetch(url, { headers: { authorization: `Bearer ${'x'.repeat(40)}` } })).status).toBe(401);
    expect((await nodeFetch(url, { headers: { authorization: TOKEN } })).status).toBe(401);
    const right = await nodeFetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(right.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    // Figures of this moment, kept by no cache between the server and Prometheus.
    expect(right.headers.get('cache-control')).toBe('no-store');

    const without = await startTestServer();
    try {
      expect((await nodeFetch(`${without.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      await without.close();
    }
  });

  test('count requests by route pattern and status, never by the URL, in a latency histogram', async () => {
    const before = await scrape();
    await nodeFetch(`${server.url}/health`);
    await nodeFetch(`${server.url}/health?probe=1`);
    await sendJson(`${server.url}/v1/account/sessions/secret-session-id`, 'DELETE', {}, { 'x-appwrite-project': 'rcm' });
    await nodeFetch(`${server.url}/no/such/path/unbounded-42`);
    const after = await scrape();
    const health = { method: 'GET', route: '/health', status_code: '200' };
    expect(requestCount(after, health) - requestCount(before, health)).toBe(2);
    const session = { method: 'DELETE', route: '/v1/account/sessions/:sessionId', status_code: '401' };
    expect(requestCount(after, session) - requestCount(before, session)).toBe(1);
    const unmatched = { route: '(unmatched)', status_code: '404' };
    expect(requestCount(after, unmatched) - requestCount(before, unmatched)).toBe(1);
    expect(after).not.toMatch(/secret-session-id|unbounded-42|probe=1/);
    // The histogram's buckets hold the same requests.
    expect(metricValue(after, 'rcm_http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(requestCount(after, health));
  });

  test('report the event loop lag and the default process metrics', async () => {
    const text = await scrape();
    expect(metricValue(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(metricValue(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(metricValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  test('read the mail outbox at scrape time: mails waiting, the oldest one’s age, mails given up on', async () => {
    const { db } = server.app;
    await db.deleteFrom('mail_outbox').execute();
    expect(metricValue(await scrape(), 'rcm_mail_outbox_waiting')).toBe(0);
    expect(metricValue(await scrape(), 'rcm_mail_outbox_oldest_waiting_age_seconds')).toBe(0);
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const to of ['a@clinic.example', 'b@clinic.example', 'c@clinic.example'])
      await enqueueMail(db, { kind: 'account-deleted', to, data: {} }, { messageDomain: 'clarityrcm.com', now: hourAgo });
    await db.updateTable('mail_outbox').set({ status: 'failed' }).where('recipient', '=', 'c@clinic.example').execute();
    const text = await scrape();
    expect(metricValue(text, 'rcm_mail_outbox_waiting')).toBe(2);
    expect(metricValue(text, 'rcm_mail_outbox_failed')).toBe(1);
    const age = metricValue(text, 'rcm_mail_outbox_oldest_waiting_age_seconds') ?? 0;
    expect(age).toBeGreaterThanOrEqual(3_600);
    expect(age).toBeLessThan(3_700);
    await db.deleteFrom('mail_outbox').execute();
  });

  test('count wrong passwords, and refusals by the limit that refused', async () => {
    const before = await scrape();
    const login = () =>
      sendJson(
        `${server.url}/v1/account/sessions/email`,
        'POST',
        { email: 'nobody@clinic.example', password: 'wrong-password-1' },
        { 'x-appwrite-project': 'rcm' },
      );
    // Appwrite's 10 guesses an hour at an account from one address; the 11th is refused unchecked.
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await login()).status).toBe(401);
    expect((await login()).status).toBe(429);
    // 10 contact forms in 10 minutes per address (these are refused at validation, but counted).
    for (let post = 0; post < 10; post += 1) expect((await sendJson(`${server.url}/contact`, 'POST', {})).status).toBe(400);
    expect((await sendJson(`${server.url}/contact`, 'POST', {})).status).toBe(429);

    const after = await scrape();
    const change = (name: string, labels: Record<string, string>) =>
      (metricValue(after, name, labels) ?? 0) - (metricValue(before, name, labels) ?? 0);
    expect(change('rcm_password_failures_total', { check: 'login' })).toBe(10);
    expect(change('rcm_limit_refusals_total', { limit: 'login', route: '/v1/account/sessions/email' })).toBe(1);
    expect(change('rcm_limit_refusals_total', { limit: 'address', route: '/contact' })).toBe(1);
    expect(after).not.toContain('nobody@clinic.example');
  });

  test('name a wrong password given again while signed in, and a refusal by a counter of the route', async () => {
    const before = await scrape();
    const cookie = await signedInCookie(server);
    const changeEmail = (email: string, password: string) =>
      sendJson(`${server.url}/v1/account/email`, 'PATCH', { email, password }, { cookie, 'x-appwrite-project': 'rcm' });
    expect((await changeEmail('new.0@clinic.example', 'wrong-password-1')).status).toBe(401);
    // 10 address changes an hour per account (as many mails); the 11th is refused.
    for (let change = 1; change <= 10; change += 1)
      expect((await changeEmail(`new.${change}@clinic.example`, TEST_PASSWORD)).status).toBe(200);
    expect((await changeEmail('new.11@clinic.example', TEST_PASSWORD)).status).toBe(429);
    const after = await scrape();
    const change = (name: string, labels: Record<string, string>) =>
      (metricValue(after, name, labels) ?? 0) - (metricValue(before, name, labels) ?? 0);
    expect(change('rcm_password_failures_total', { check: 'reentry' })).toBe(1);
    expect(change('rcm_password_failures_total', { check: 'login' })).toBe(0);
    expect(change('rcm_limit_refusals_total', { limit: 'email-change', route: '/v1/account/email' })).toBe(1);
  });

  test('report the PostgreSQL connection pool as it stands, and no pool on SQLite', async () => {
    if (server.app.dbKind !== 'postgres') {
      expect(metricValue(await scrape(), 'rcm_db_pool_connections')).toBeUndefined();
      return;
    }
    // Three connections held in open transactions until the scrape has seen them.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = 0;
    let allHeld = () => {};
    const held = new Promise<void>((resolve) => (allHeld = resolve));
    const transactions = [1, 2, 3].map(() =>
      server.app.db.transaction().execute(async (trx) => {
        await trx.selectFrom('mail_outbox').select('id').limit(1).execute();
        if ((holding += 1) === 3) allHeld();
        await released;
      }),
    );
    await held;
    const busy = await scrape();
    release();
    await Promise.all(transactions);
    const connections = metricValue(busy, 'rcm_db_pool_connections') ?? 0;
    expect(connections).toBeGreaterThanOrEqual(3);
    expect(connections - (metricValue(busy, 'rcm_db_pool_idle_connections') ?? connections)).toBeGreaterThanOrEqual(3);
    expect(metricValue(busy, 'rcm_db_pool_waiting_queries')).toBeGreaterThanOrEqual(0);
    expect(metricValue(await scrape(), 'rcm_db_pool_idle_connections')).toBeGreaterThanOrEqual(3);
  });
});
