import { EXPORT_ROW_COUNT_HEADER } from '@rcm/shared';
import { sendJson, setUpTestServer, signedInCookie, SITE_ORIGIN, startTestServer, TEST_PASSWORD } from '../testing/test-server';

const server = setUpTestServer();

const project = { 'x-appwrite-project': 'rcm' };

test("every reply, errors included, carries the API's strict security headers", async () => {
  const replies = [
    await fetch(`${server.url}/health`),
    await fetch(`${server.url}/nowhere`),
    await sendJson(`${server.url}/newsletter`, 'POST', '{'),
    // Refused by Fastify's router, before any hook runs.
    await fetch(`${server.url}/%E0%A4%A`),
  ];
  const strict = replies[0]!;
  for (const reply of replies) {
    expect(reply.headers.get('content-security-policy')).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
    for (const name of [
      'content-security-policy',
      'cross-origin-resource-policy',
      'referrer-policy',
      'strict-transport-security',
      'cache-control',
    ]) {
      expect([name, reply.headers.get(name)]).toEqual([name, strict.headers.get(name)]);
    }
  }
  // A browser that once reached the API over https keeps to https for a year, subdomains included.
  expect(strict.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
});

test('no reply may be cached: they carry personal data', async () => {
  const cookie = await signedInCookie(server, 'cache@example.com');
  const replies = [
    await fetch(`${server.url}/v1/account`, { headers: { ...project, cookie } }),
    await fetch(`${server.url}/v1/account/prefs`, { headers: { ...project, cookie } }),
    await fetch(`${server.url}/customer`, { headers: { cookie } }),
    await sendJson(`${server.url}/v1/account/jwts`, 'POST', {}, { ...project, cookie }),
    await fetch(`${server.url}/v1/account`, { headers: project }),
    await fetch(`${server.url}/health`),
  ];
  for (const reply of replies) expect(reply.headers.get('cache-control')).toBe('no-store');
});

test("the SDK's preflight is answered for the site origin only", async () => {
  const preflight = (origin: string) =>
    fetch(`${server.url}/v1/account/sessions/email`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'content-type,x-sdk-name,x-sdk-platform,x-sdk-language,x-sdk-version,x-appwrite-project,x-appwrite-response-format',
      },
    });
  const allowed = await preflight(SITE_ORIGIN);
  expect(allowed.status).toBe(204);
  expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
  expect(allowed.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, PATCH, DELETE, OPTIONS');
  expect(allowed.headers.get('access-control-allow-headers')).toMatch(/x-appwrite-project/);
  expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
});

test("a reply to the site's pages lets them read the export's row count; a request without an Origin gets no CORS grant", async () => {
  const fromTheSite = await fetch(`${server.url}/health`, { headers: { origin: SITE_ORIGIN } });
  expect(fromTheSite.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  // The exports' row count and dated file name: the console reads both.
  expect(fromTheSite.headers.get('access-control-expose-headers')).toBe(`${EXPORT_ROW_COUNT_HEADER}, content-disposition`);
  const noOrigin = await fetch(`${server.url}/health`);
  expect(noOrigin.headers.get('access-control-allow-origin')).toBeNull();
  expect(noOrigin.headers.get('access-control-allow-credentials')).toBeNull();
});

test("a signed-in visitor's cookie cannot be used from another origin", async () => {
  const cookie = await signedInCookie(server, 'csrf@example.com');
  const forged = await sendJson(
    `${server.url}/v1/account/prefs`,
    'PATCH',
    { prefs: { subscribtion: 'gold' } },
    { ...project, cookie, origin: 'https://evil.example' },
  );
  expect(forged).toMatchObject({ status: 403, json: { code: 403, type: 'general_unknown_origin' } });
  const prefs = await fetch(`${server.url}/v1/account/prefs`, { headers: { ...project, cookie } });
  expect(await prefs.json()).toEqual({});
});

test("reads (GET, HEAD) from another origin are not refused by the write check; the browser's CORS check keeps their replies from that origin", async () => {
  for (const method of ['GET', 'HEAD']) {
    const reply = await fetch(`${server.url}/health`, { method, headers: { origin: 'https://evil.example' } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
  }
});

describe('a write with the session cookie must come from the site', () => {
  const patchPrefs = (headers: Record<string, string>) =>
    fetch(`${server.url}/v1/account/prefs`, {
      method: 'PATCH',
      headers: { ...project, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ prefs: { theme: 'dark' } }),
    });

  test('an Origin must be one of the site\'s, "null" included', async () => {
    const cookie = await signedInCookie(server, 'origin.null@example.com');
    for (const origin of ['null', 'http://localhost:3000.evil.example', 'http://localhost:3001']) {
      const refused = await patchPrefs({ cookie, origin, 'sec-fetch-site': 'same-site' });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toContain(`(${origin})`);
    }
    expect((await patchPrefs({ cookie, origin: SITE_ORIGIN })).status).toBe(200);
  });

  test('without an Origin, Sec-Fetch-Site decides; without either, a cookie-carrying write is refused', async () => {
    const cookie = await signedInCookie(server, 'no.origin@example.com');
    const crossSite = await patchPrefs({ cookie, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    // Appwrite's refusal names the client: the Origin, else what Sec-Fetch-Site said, else "unknown".
    expect(((await crossSite.json()) as { message: string }).message).toContain('(cross-site)');
    const neither = await patchPrefs({ cookie });
    expect(neither.status).toBe(403);
    expect(((await neither.json()) as { message: string }).message).toContain('(unknown)');
    for (const site of ['same-origin', 'same-site', 'none'])
      expect((await patchPrefs({ cookie, 'sec-fetch-site': site })).status).toBe(200);
  });

  test('a client with neither header nor cookie (a server, a command-line tool) is not a browser being tricked, and passes', async () => {
    const cookie = await signedInCookie(server, 'header.client@example.com');
    const session = decodeURIComponent(cookie.split('=')[1]!);
    expect((await patchPrefs({ 'x-appwrite-session': session })).status).toBe(200);
    const enquiry = await fetch(`${server.url}/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'tool@practice.com' }),
    });
    expect(enquiry.status).toBe(200);
  });
});

test('unknown routes, wrong methods and other body types are JSON 4xx errors', async () => {
  const unknown = await fetch(`${server.url}/v1/nothing-here`, { headers: project });
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toMatchObject({ code: 404, type: 'general_route_not_found' });

  const wrongMethod = await fetch(`${server.url}/health`, { method: 'DELETE' });
  expect(wrongMethod.status).toBe(404);
  expect(wrongMethod.headers.get('content-type')).toMatch(/application\/json/);

  const form = await fetch(`${server.url}/v1/account`, {
    method: 'POST',
    headers: { ...project, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'userId=unique()&email=a@b.com&password=password123',
  });
  expect(form.status).toBe(415);
  expect(await form.json()).toMatchObject({ code: 415 });
  expect(await server.app.db.selectFrom('users').select('email').where('email', '=', 'a@b.com').execute()).toEqual([]);
});

test("a wrongly typed /v1 parameter is Appwrite's 400 general_argument_invalid", async () => {
  const reply = await sendJson(`${server.url}/v1/account`, 'POST', { userId: 'unique()', email: 42, password: TEST_PASSWORD }, project);
  expect(reply).toMatchObject({ status: 400, json: { code: 400, type: 'general_argument_invalid' } });
  expect(reply.json.message).toMatch(/^Invalid `email` param: /);
  const missing = await sendJson(`${server.url}/v1/account`, 'POST', { userId: 'unique()', email: 'x@example.com' }, project);
  expect(missing.json).toMatchObject({ message: 'Param "password" is not optional.', type: 'general_argument_invalid' });
});

test("a page on another origin cannot read API replies, even with the visitor's cookie", async () => {
  const cookie = await signedInCookie(server, 'cors@example.com');
  const read = (origin: string) => fetch(`${server.url}/v1/account`, { headers: { ...project, cookie, origin } });
  const foreign = await read('https://evil.example');
  // Without these headers the browser withholds the reply from the foreign page.
  expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
  const own = await read(SITE_ORIGIN);
  expect(own.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  expect(own.headers.get('vary')).toMatch(/origin/i);
});

test('when the site is https the session cookie is Secure, even on a request that reached the API over http', async () => {
  const https = await startTestServer({ siteOrigins: ['https://www.clinic.example'], secureCookies: true });
  const credentials = { userId: 'unique()', email: 'secure@example.com', password: TEST_PASSWORD };
  await sendJson(`${https.url}/v1/account`, 'POST', credentials, { ...project, origin: 'https://www.clinic.example' });
  const login = await sendJson(`${https.url}/v1/account/sessions/email`, 'POST', credentials, {
    ...project,
    origin: 'https://www.clinic.example',
  });
  await https.close();
  expect(login.status).toBe(201);
  for (const cookie of login.headers.getSetCookie()) expect(cookie).toMatch(/; Secure/);
});
