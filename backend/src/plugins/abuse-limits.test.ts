import { sampleEnquiry } from '@rcm/shared/testing';
import { defaultRateLimits } from '../config';
import { sendJson, SITE_ORIGIN, startTestServer, TEST_PASSWORD, type TestServer } from '../testing/test-server';

const project = { 'x-appwrite-project': 'rcm' };
const register = (server: TestServer, email: string) =>
  sendJson(`${server.url}/v1/account`, 'POST', { userId: 'unique()', email, password: TEST_PASSWORD }, project);
const enquire = (server: TestServer) => sendJson(`${server.url}/contact`, 'POST', sampleEnquiry);
const logIn = (server: TestServer, email: string) =>
  sendJson(`${server.url}/v1/account/sessions/email`, 'POST', { email, password: TEST_PASSWORD }, project);
const times = (count: number) => Array.from({ length: count }, (_, index) => index);
/** Every registration and login hashes a password with scrypt on purpose. */
const SLOW_TEST_MS = 60_000;

test(
  'with the abuse limits disabled, one address may register, enquire and log in 50 times each within a minute',
  async () => {
    const server = await startTestServer({ rateLimits: 'disabled' });
    try {
      const registrations = await Promise.all(times(50).map((i) => register(server, `harness.${i}@example.com`)));
      const enquiries = await Promise.all(times(50).map(() => enquire(server)));
      // One account from one address: past the per account-and-address limit and the login throttle's per-account one.
      const logins = await Promise.all(times(50).map(() => logIn(server, 'harness.0@example.com')));
      for (const replies of [registrations, enquiries, logins])
        expect(replies.map((reply) => reply.status)).toEqual(times(50).map(() => 201));
      expect(enquiries[49]!.headers.get('x-ratelimit-limit')).toBeNull();
      // Routes that also count per email count nothing either.
      const recovery = await sendJson(
        `${server.url}/v1/account/recovery`,
        'POST',
        { email: 'harness.0@example.com', url: `${SITE_ORIGIN}/reset-password` },
        project,
      );
      expect(recovery.status).toBe(201);
    } finally {
      await server.close();
    }
  },
  SLOW_TEST_MS,
);

test(
  'with the default limits, the 11th enquiry and the 11th registration from one address are refused',
  async () => {
    const server = await startTestServer({ rateLimits: defaultRateLimits() });
    try {
      const enquiries = [];
      for (const _ of times(11)) enquiries.push((await enquire(server)).status);
      expect(enquiries).toEqual([...times(10).map(() => 201), 429]);
      const registrations = [];
      for (const i of times(11)) registrations.push((await register(server, `default.${i}@example.com`)).status);
      expect(registrations).toEqual([...times(10).map(() => 201), 429]);
    } finally {
      await server.close();
    }
  },
  SLOW_TEST_MS,
);
