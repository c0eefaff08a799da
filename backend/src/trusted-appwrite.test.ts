import { sampleCard } from '@rcm/shared/testing';
import { STAFF_REQUEST_HEADER, STAFF_STEP_UP_ERROR_TYPE, STAFF_STEP_UP_SECONDS } from '@rcm/shared';
import { endpointAnswering } from './testing/stand-in-endpoint';
import { setStaffRoleOf, signedInStaff, verifyAddress } from './testing/staff-member';
import { loggedInCookie, sendJson, setUpSiteTrustingAppwrite, signedInCookie, startTestServer, subscribe } from './testing/test-server';

/**
 * Production mode by configuration alone: the pages log in to an Appwrite project and the site's
 * backend trusts that Appwrite to say whose JWT it is. A second instance of this backend plays
 * the Appwrite project.
 */
describe('PUT /subscribtion trusting an external Appwrite', () => {
  const project = { 'x-appwrite-project': 'rcm' };
  const { appwrite, site } = setUpSiteTrustingAppwrite();

  async function jwtFor(email: string): Promise<{ jwt: string; userId: string }> {
    const cookie = await signedInCookie(appwrite, email);
    const { json } = await sendJson(`${appwrite.url}/v1/account/jwts`, 'POST', {}, { cookie, ...project });
    const account = (await (await fetch(`${appwrite.url}/v1/account`, { headers: { cookie, ...project } })).json()) as { $id: string };
    return { jwt: json.jwt as string, userId: account.$id };
  }

  test("a JWT from the Appwrite project buys a package; the subscription is kept in the site's database", async () => {
    const { jwt, userId } = await jwtFor('cloud@example.com');
    const reply = await subscribe(site, 'cloud@example.com', 'gold', { 'x-appwrite-jwt': jwt });
    expect(reply.status).toBe(200);
    const rows = await site.app.db.selectFrom('subscriptions').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({ user_id: userId, username: 'cloud@example.com', package: 'gold', card_last4: sampleCard.number.slice(-4) }),
    ]);
    expect(await site.dumpAllTables()).not.toContain(sampleCard.number);
  });

  test("re-entering the password is Appwrite's business there: this server answers 204 and checks nothing", async () => {
    const { jwt } = await jwtFor('cloud.reauth@example.com');
    const reply = await sendJson(
      `${site.url}/customer/reauthenticate`,
      'POST',
      { password: 'whatever-was-typed' },
      { 'x-appwrite-jwt': jwt },
    );
    expect(reply.status).toBe(204);
  });

  test('"Download my data" holds what this server keeps; the account\'s own details are Appwrite\'s', async () => {
    const { jwt, userId } = await jwtFor('cloud.export@example.com');
    const reply = await fetch(`${site.url}/customer/data`, { headers: { 'x-appwrite-jwt': jwt } });
    const data = (await reply.json()) as { account: Record<string, unknown>; prefs: unknown; sessions: unknown };
    expect(reply.status).toBe(200);
    expect(data.account).toMatchObject({
      id: userId,
      email: 'cloud.export@example.com',
      emailVerification: false,
      registration: null,
      passwordUpdate: null,
      labels: [],
    });
    expect(data.prefs).toEqual({});
    expect(data.sessions).toEqual([]);
  });

  test("no JWT, a forged one, or someone else's username is refused", async () => {
    const body = { username: 'other@example.com', subscribtion: 'silver', creditCard: sampleCard.number };
    expect((await sendJson(`${site.url}/subscribtion`, 'PUT', body)).status).toBe(401);
    expect((await sendJson(`${site.url}/subscribtion`, 'PUT', body, { 'x-appwrite-jwt': 'eyJ.forged.token' })).status).toBe(401);
    const { jwt } = await jwtFor('honest@example.com');
    expect((await sendJson(`${site.url}/subscribtion`, 'PUT', body, { 'x-appwrite-jwt': jwt })).status).toBe(403);
  });
});

describe('when the trusted Appwrite misbehaves', () => {
  async function subscribeVia(endpoint: string) {
    const site = await startTestServer({ trustedAppwrite: { endpoint, projectId: 'rcm' } });
    const reply = await subscribe(site, 'a@example.com', 'gold', { 'x-appwrite-jwt': 'a.jwt.value' });
    const rows = await site.app.db.selectFrom('subscriptions').selectAll().execute();
    await site.close();
    return { reply, rows };
  }

  test('an outage (a 5xx, a page that is not JSON, nobody listening) is a 503, never "your session expired"', async () => {
    const failing = await endpointAnswering((_request, response) => response.writeHead(502).end('Bad gateway'));
    const notJson = await endpointAnswering((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>'),
    );
    const wrongShape = await endpointAnswering((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}'),
    );
    const jsonNull = await endpointAnswering((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('null'),
    );
    for (const endpoint of [failing.url, notJson.url, wrongShape.url, jsonNull.url, 'http://127.0.0.1:9/v1']) {
      const { reply, rows } = await subscribeVia(endpoint);
      expect(reply).toMatchObject({ status: 503, json: { type: 'general_service_unavailable' } });
      expect(rows).toEqual([]);
    }
    await Promise.all([failing.close(), notJson.close(), wrongShape.close(), jsonNull.close()]);
  });

  test("a 401 without a JSON body says the JWT is nobody's: 401, not a failure", async () => {
    const refusing = await endpointAnswering((_request, response) =>
      response.writeHead(401, { 'content-type': 'text/plain' }).end('Unauthorized'),
    );
    const { reply, rows } = await subscribeVia(refusing.url);
    expect(reply.status).toBe(401);
    expect(rows).toEqual([]);
    await refusing.close();
  });

  test('a redirect is not followed, so the JWT goes nowhere but the configured endpoint', async () => {
    const seenElsewhere: Array<string | undefined> = [];
    const elsewhere = await endpointAnswering((request, response) => {
      seenElsewhere.push(request.headers['x-appwrite-jwt'] as string | undefined);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"$id":"u1","email":"a@example.com"}');
    });
    const redirecting = await endpointAnswering((_request, response) =>
      response.writeHead(307, { location: `${elsewhere.url}/account` }).end(),
    );
    const { reply } = await subscribeVia(redirecting.url);
    expect(reply.status).toBe(503);
    expect(seenElsewhere).toEqual([]);
    await Promise.all([elsewhere.close(), redirecting.close()]);
  });

  test('a request without a JWT, or with an empty one, is a guest without asking Appwrite', async () => {
    let asked = 0;
    const counting = await endpointAnswering((_request, response) => {
      asked += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"$id":"u1","email":"a@example.com"}');
    });
    const site = await startTestServer({ trustedAppwrite: { endpoint: counting.url, projectId: 'rcm' } });
    const body = { username: 'a@example.com', subscribtion: 'gold', creditCard: sampleCard.number };
    const statuses = [
      (await sendJson(`${site.url}/subscribtion`, 'PUT', body)).status,
      (await sendJson(`${site.url}/subscribtion`, 'PUT', body, { 'x-appwrite-jwt': '' })).status,
    ];
    await site.close();
    await counting.close();
    expect(statuses).toEqual([401, 401]);
    expect(asked).toBe(0);
  });

  test('with Appwrite keeping the accounts, this server does not serve an account API of its own', async () => {
    const site = await startTestServer({ trustedAppwrite: { endpoint: 'http://127.0.0.1:9/v1', projectId: 'rcm' } });
    const register = await sendJson(
      `${site.url}/v1/account`,
      'POST',
      { userId: 'unique()', email: 'local@example.com', password: 'plum-orbit-quarry-57' },
      { 'x-appwrite-project': 'rcm' },
    );
    await site.close();
    expect(register).toMatchObject({ status: 404, json: { type: 'general_route_not_found' } });
  });
});

describe('the staff console trusting an external Appwrite', () => {
  const project = { 'x-appwrite-project': 'rcm' };
  const { appwrite, site } = setUpSiteTrustingAppwrite();

  const jwtOf = async (cookie: string) =>
    (await sendJson(`${appwrite.url}/v1/account/jwts`, 'POST', {}, { cookie, ...project })).json.jwt as string;
  const asStaff = async (path: string, jwt: string) => {
    const reply = await fetch(`${site.url}${path}`, { headers: { 'x-appwrite-jwt': jwt, [STAFF_REQUEST_HEADER]: '1' } });
    // Read to the end: an export left half-read would hold its database connection.
    const text = await reply.text();
    return { status: reply.status, type: reply.status === 200 ? undefined : (JSON.parse(text) as { type: string }).type };
  };

  test("the Appwrite account's staff label is not enough: its mfa with an authenticator app is needed (401 user_more_factors_required)", async () => {
    const email = 'cloud.no.mfa@example.com';
    const cookie = await signedInCookie(appwrite, email);
    await verifyAddress(appwrite, email);
    await setStaffRoleOf(appwrite, email, true);
    expect(await asStaff('/staff/enquiries', await jwtOf(cookie))).toEqual({ status: 401, type: 'user_more_factors_required' });
    const staff = await signedInStaff(appwrite, 'cloud.staff@example.com');
    expect(await asStaff('/staff/enquiries', await jwtOf(staff.cookie))).toEqual({ status: 200, type: undefined });
  });

  test('mfa on with the verified address as the only second factor is not enough there either: staff need the authenticator app', async () => {
    const email = 'cloud.email.only@example.com';
    const cookie = await signedInCookie(appwrite, email);
    await verifyAddress(appwrite, email);
    await setStaffRoleOf(appwrite, email, true);
    expect((await sendJson(`${appwrite.url}/v1/account/mfa`, 'PATCH', { mfa: true }, { cookie, ...project })).status).toBe(200);
    expect(await asStaff('/staff/enquiries', await jwtOf(cookie))).toEqual({ status: 401, type: 'user_more_factors_required' });
  });

  test('a JWT that Appwrite stops accepting between the account and its factors (it expired) is 401 user_more_factors_required, not a failure', async () => {
    const stand = await endpointAnswering((request, response) => {
      const json = (status: number, body: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.url === '/v1/account')
        json(200, { $id: 'u7', email: 'expiring.jwt@example.com', name: '', labels: ['staff'], emailVerification: true, mfa: true });
      // Its sessions still answer: one refusal of the two is enough.
      else if (request.url === '/v1/account/sessions') json(200, { total: 0, sessions: [] });
      else json(401, { code: 401, type: 'user_jwt_invalid', message: 'Failed to verify JWT. Invalid token: Expired' });
    });
    const standSite = await startTestServer({ trustedAppwrite: { endpoint: stand.url, projectId: 'rcm' } });
    try {
      const reply = await fetch(`${standSite.url}/staff/enquiries`, {
        headers: { 'x-appwrite-jwt': 'a.jwt.value', [STAFF_REQUEST_HEADER]: '1' },
      });
      expect([reply.status, ((await reply.json()) as { type: string }).type]).toEqual([401, 'user_more_factors_required']);
    } finally {
      await standSite.close();
      await stand.close();
    }
  });

  test("an export needs the JWT's own session to have completed a challenge within 5 minutes, as Appwrite records it", async () => {
    const staff = await signedInStaff(appwrite, 'cloud.exporter@example.com');
    const fresh = await jwtOf(staff.cookie);
    expect(await asStaff('/staff/exports/subscribers.csv', fresh)).toEqual({ status: 200, type: undefined });
    for (const server of [appwrite, site]) server.advanceClock(STAFF_STEP_UP_SECONDS + 1);
    expect(await asStaff('/staff/exports/subscribers.csv', fresh)).toEqual({ status: 403, type: STAFF_STEP_UP_ERROR_TYPE });
    expect(await asStaff('/staff/enquiries', fresh)).toEqual({ status: 200, type: undefined });

    // Another session of the same staff member completes a challenge: the first one's JWT is no fresher.
    const other = await loggedInCookie(appwrite, staff.email);
    const challenge = await sendJson(
      `${appwrite.url}/v1/account/mfa/challenges`,
      'POST',
      { factor: 'totp' },
      { cookie: other, ...project },
    );
    await sendJson(
      `${appwrite.url}/v1/account/mfa/challenges`,
      'PUT',
      { challengeId: challenge.json.$id, otp: staff.authenticator.nextCode() },
      { cookie: other, ...project },
    );
    expect(await asStaff('/staff/exports/subscribers.csv', fresh)).toEqual({ status: 403, type: STAFF_STEP_UP_ERROR_TYPE });
    expect(await asStaff('/staff/exports/subscribers.csv', await jwtOf(other))).toEqual({ status: 200, type: undefined });
    await staff.stepUp();
    expect(await asStaff('/staff/exports/subscribers.csv', fresh)).toEqual({ status: 200, type: undefined });
  });
});
