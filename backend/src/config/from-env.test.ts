import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localPorts } from '@rcm/shared';
import { defaultRateLimits, listenOptionsFromEnv, optionsFromEnv, paymentsFromEnv, productionProblems, type RateLimits } from '.';

test('RATE_LIMIT_<NAME>_MAX sets one limit after RATE_LIMIT_SCALE and leaves the others', () => {
  const rateLimits = optionsFromEnv({
    RATE_LIMIT_SCALE: '2',
    RATE_LIMIT_CONTACT_MAX: '5000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_ADDRESS_MAX: '3',
  }).rateLimits as RateLimits;
  const scaled = defaultRateLimits(2);
  expect(rateLimits.contact).toEqual({ ...scaled.contact, max: 5000 });
  expect(rateLimits.loginPerAccountAndAddress).toEqual({ ...scaled.loginPerAccountAndAddress, max: 3 });
  expect(rateLimits.newsletter).toEqual(scaled.newsletter);
  // Names of more than one word: each capital starts a word.
  const mfa = optionsFromEnv({ RATE_LIMIT_MFA_CHALLENGE_CONFIRM_MAX: '4', RATE_LIMIT_MFA_CODE_FAILURES_MAX: '7' }).rateLimits as RateLimits;
  expect(mfa.mfaChallengeConfirm).toEqual({ max: 4, window: 3_600_000 });
  expect(mfa.mfaCodeFailures).toEqual({ max: 7, window: 3_600_000 });
  expect(mfa.mfaChallenge).toEqual({ max: 10, window: 3_600_000 });
});

test('a limit override that is not a positive integer stops the server from starting', () => {
  expect(() => optionsFromEnv({ RATE_LIMIT_CONTACT_MAX: 'lots' })).toThrow('RATE_LIMIT_CONTACT_MAX must be a positive integer');
  expect(() => optionsFromEnv({ RATE_LIMIT_CONTACT_MAX: '0' })).toThrow('RATE_LIMIT_CONTACT_MAX must be a positive integer');
});

test('ABUSE_LIMITS=disabled turns every limit off; unset or "enabled" keeps the defaults; anything else stops the server from starting', () => {
  expect(optionsFromEnv({ ABUSE_LIMITS: 'disabled' }).rateLimits).toBe('disabled');
  expect(optionsFromEnv({ ABUSE_LIMITS: 'enabled' }).rateLimits).toEqual(defaultRateLimits());
  expect(optionsFromEnv({}).rateLimits).toEqual(defaultRateLimits());
  expect(() => optionsFromEnv({ ABUSE_LIMITS: 'nope' })).toThrow('ABUSE_LIMITS');
});

test('COMPANY_TIME_ZONE, the zone mails give times in and whose Monday to Friday the promised business day is: America/New_York unless set, and a zone the runtime knows', () => {
  expect(optionsFromEnv({}).mail?.timeZone).toBe('America/New_York');
  expect(optionsFromEnv({ COMPANY_TIME_ZONE: 'America/Chicago' }).mail?.timeZone).toBe('America/Chicago');
  expect(() => optionsFromEnv({ COMPANY_TIME_ZONE: 'Eastern' })).toThrow('COMPANY_TIME_ZONE must be an IANA time zone');
});

test('SALES_EMAIL, which the notices go to and acknowledgements name as Reply-To, must be one mailbox', () => {
  expect(optionsFromEnv({ SALES_EMAIL: 'leads@clinic.example' }).mail?.salesEmail).toBe('leads@clinic.example');
  for (const value of ['a@clinic.example,b@clinic.example', 'Sales <sales@clinic.example>', 'sales@clinic.example\r\nBcc: x@y.com'])
    expect(() => optionsFromEnv({ SALES_EMAIL: value })).toThrow('SALES_EMAIL must be one mailbox address, such as sales@clinic.example');
});

test("PORT and HOST say where the server listens; the default port is the backend's local one", () => {
  expect(listenOptionsFromEnv({})).toEqual({ port: localPorts.backend, host: 'localhost' });
  expect(listenOptionsFromEnv({ PORT: '4100', HOST: '0.0.0.0' })).toEqual({ port: 4100, host: '0.0.0.0' });
  expect(() => listenOptionsFromEnv({ PORT: 'http' })).toThrow('PORT');
});

describe('sessions, origins, keys and proxies', () => {
  test("the API answers the shell's origin only unless SITE_ORIGINS says otherwise", () => {
    expect(optionsFromEnv({}).siteOrigins).toEqual([`http://localhost:${localPorts.shell}`]);
    expect(optionsFromEnv({ SITE_ORIGINS: 'https://www.clinic.example/, https://staging.clinic.example' }).siteOrigins).toEqual([
      'https://www.clinic.example',
      'https://staging.clinic.example',
    ]);
  });

  test('cookies are Secure whenever the site is https', () => {
    expect(optionsFromEnv({}).secureCookies).toBe(false);
    expect(optionsFromEnv({ SITE_ORIGINS: 'https://www.clinic.example' }).secureCookies).toBe(true);
  });

  test('a session lasts 12 hours at most and ends after 30 idle minutes, unless configured', () => {
    expect(optionsFromEnv({}).sessions).toEqual({ idleSeconds: 1800, absoluteSeconds: 43_200, recentLoginSeconds: 300 });
    expect(optionsFromEnv({ SESSION_TTL_SECONDS: '3600', SESSION_IDLE_SECONDS: '600' }).sessions).toMatchObject({
      idleSeconds: 600,
      absoluteSeconds: 3600,
    });
    expect(() => optionsFromEnv({ SESSION_IDLE_SECONDS: 'soon' })).toThrow(
      'SESSION_IDLE_SECONDS must be a positive whole number of seconds',
    );
    expect(() => optionsFromEnv({ SESSION_TTL_SECONDS: '-5' })).toThrow('SESSION_TTL_SECONDS');
  });

  test('JWT_SECRET signs, JWT_PREVIOUS_SECRETS still verify, and a short one stops the server', () => {
    const keys = optionsFromEnv({ JWT_SECRET: 'n'.repeat(32), JWT_PREVIOUS_SECRETS: `${'o'.repeat(32)},${'p'.repeat(40)}` }).jwtKeys;
    expect(keys.current.secret).toBe('n'.repeat(32));
    expect(keys.accepted.map((key) => key.secret)).toEqual(['n'.repeat(32), 'o'.repeat(32), 'p'.repeat(40)]);
    expect(() => optionsFromEnv({ JWT_SECRET: 'too short' })).toThrow(
      'JWT_SECRET / JWT_PREVIOUS_SECRETS: a JWT secret must be at least 32 bytes',
    );
  });

  test('MFA_ENCRYPTION_KEY seals, MFA_ENCRYPTION_PREVIOUS_KEYS still open, a short one stops the server; without it a development key file', () => {
    const keys = optionsFromEnv({
      MFA_ENCRYPTION_KEY: 'q'.repeat(32),
      MFA_ENCRYPTION_PREVIOUS_KEYS: ` ${'r'.repeat(32)} ,,${'s'.repeat(40)}`,
    }).mfaKeys;
    expect(keys.current.secret).toBe('q'.repeat(32));
    expect(keys.accepted.map((key) => key.secret)).toEqual(['q'.repeat(32), 'r'.repeat(32), 's'.repeat(40)]);
    expect(keys.origin).toBe('MFA_ENCRYPTION_KEY');
    expect(() => optionsFromEnv({ MFA_ENCRYPTION_KEY: 'too short' })).toThrow(
      'MFA_ENCRYPTION_KEY / MFA_ENCRYPTION_PREVIOUS_KEYS: an MFA encryption key must be at least 32 bytes',
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-mfa-key-'));
    const options = optionsFromEnv({ MFA_KEY_FILE: path.join(dir, 'mfa-key'), JWT_KEY_FILE: path.join(dir, 'jwt-key') });
    expect(options.mfaKeys.origin).toMatch(/^generated a development key in .*mfa-key \(set MFA_ENCRYPTION_KEY in production\)$/);
    // Its own key, not the JWT one.
    expect(options.mfaKeys.current.secret).not.toBe(options.jwtKeys.current.secret);
    expect(options.mfaKeys.current.id).not.toBe(options.jwtKeys.current.id);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('TRUST_PROXY is a hop count or CIDRs, REDIS_URL shares the limits, APPWRITE_PROJECT_ID must fit a cookie name', () => {
    expect(optionsFromEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(optionsFromEnv({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
    expect(() => optionsFromEnv({ TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY');
    expect(optionsFromEnv({ REDIS_URL: 'redis://cache:6379' }).redisUrl).toBe('redis://cache:6379');
    expect(() => optionsFromEnv({ APPWRITE_PROJECT_ID: 'rcm; Path=/' })).toThrow('APPWRITE_PROJECT_ID');
  });
});

describe('production mode (NODE_ENV=production)', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'k'.repeat(48),
    MFA_ENCRYPTION_KEY: 'm'.repeat(48),
    SITE_ORIGINS: 'https://www.clinic.example',
    TRUST_PROXY: '1',
    SMTP_URL: 'smtps://mailer:secret@smtp.mail.example:465',
    MAIL_FROM: 'Clarity RCM <no-reply@clinic.example>',
    SALES_EMAIL: 'sales@clinic.example',
    PUBLIC_API_URL: 'https://api.clinic.example',
    PAYMENTS: 'demonstration',
  };

  test('starts with safe settings', () => {
    expect(productionProblems(production)).toEqual([]);
    expect(optionsFromEnv(production).siteOrigins).toEqual(['https://www.clinic.example']);
    expect(optionsFromEnv({ ...production, PUBLIC_API_URL: 'https://api.clinic.example/' }).mail).toMatchObject({
      siteUrl: 'https://www.clinic.example',
      apiUrl: 'https://api.clinic.example',
    });
  });

  test('refuses to start with unsafe ones, naming each', () => {
    expect(() => optionsFromEnv({ NODE_ENV: 'production' })).toThrow(
      /Refusing to start in production[\s\S]*JWT_SECRET is not set[\s\S]*MFA_ENCRYPTION_KEY is not set[\s\S]*SITE_ORIGINS is not set[\s\S]*TRUST_PROXY is not set[\s\S]*SMTP_URL is not set[\s\S]*MAIL_FROM is not set[\s\S]*SALES_EMAIL is not set[\s\S]*PUBLIC_API_URL is not set/,
    );
    expect(productionProblems({ ...production, JWT_SECRET: 'short' })).toEqual(['JWT_SECRET is shorter than 32 bytes']);
    expect(productionProblems({ ...production, SITE_ORIGINS: 'https://www.clinic.example,http://www.clinic.example' })).toEqual([
      'SITE_ORIGINS must be https only, not http://www.clinic.example',
    ]);
    expect(productionProblems({ ...production, TRUSTED_APPWRITE_ENDPOINT: 'http://appwrite.internal/v1' })).toEqual([
      'TRUSTED_APPWRITE_ENDPOINT must be https',
    ]);
    expect(productionProblems({ ...production, ABUSE_LIMITS: 'disabled' })).toEqual([expect.stringMatching(/^ABUSE_LIMITS=disabled/)]);
    expect(productionProblems({ ...production, PUBLIC_API_URL: 'http://api.clinic.example' })).toEqual(['PUBLIC_API_URL must be https']);
    expect(productionProblems({ ...production, TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY=true would let every client/),
    ]);
    expect(productionProblems({ ...production, TRUST_PROXY: '0.0.0.0/0' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY would let every client choose its own address: 0.0.0.0\/0/),
    ]);
    expect(productionProblems({ ...production, TRUST_PROXY: '::/0' })).toEqual([expect.stringMatching(/::\/0 is wider than/)]);
    expect(productionProblems({ ...production, TRUST_PROXY: '40' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY=40: more than 5 proxies/),
    ]);
  });

  test('refuses the demonstration checkout unless PAYMENTS says the site takes no real payments (M6)', () => {
    const { PAYMENTS: _payments, ...withoutPayments } = production;
    expect(productionProblems(withoutPayments)).toEqual([
      expect.stringMatching(/^PAYMENTS is not set: the only payment provider this build has is the demonstration checkout/),
    ]);
    expect(() => optionsFromEnv(withoutPayments)).toThrow(/Refusing to start in production[\s\S]*PAYMENTS is not set/);
    expect(optionsFromEnv(production).payments?.name).toBe('demo (no card is charged)');
    expect(() => optionsFromEnv({ PAYMENTS: 'stripe' })).toThrow(
      'PAYMENTS must be "demonstration", the only payment provider this build has',
    );
    expect(optionsFromEnv({}).payments?.name).toBe('demo (no card is charged)');
  });

  test('DEMO_PAYMENT_LATENCY_MS makes the demonstration answer that much later; anything but 0 to 30,000 ms is refused', async () => {
    for (const value of ['-1', '1.5', '30001', 'slow', ' 5'])
      expect(() => paymentsFromEnv({ DEMO_PAYMENT_LATENCY_MS: value })).toThrow(
        'DEMO_PAYMENT_LATENCY_MS must be a whole number of milliseconds from 0 to 30000',
      );
    const card = { number: '4242424242424242' };
    const charge = (latency: string | undefined, idempotencyKey: string) => {
      const started = performance.now();
      return paymentsFromEnv({ DEMO_PAYMENT_LATENCY_MS: latency })
        .charge({ customerId: 'u1', packageId: 'silver', amountCents: 2000, card, idempotencyKey })
        .then((result) => ({ result, took: performance.now() - started }));
    };
    const slow = await charge('300', 'latency-a');
    expect(slow.result.approved).toBe(true);
    expect(slow.took).toBeGreaterThanOrEqual(290);
    expect((await charge(undefined, 'latency-b')).took).toBeLessThan(290);
  });

  test('refuses several backend instances that would each count limits on their own (M10)', () => {
    expect(productionProblems({ ...production, BACKEND_INSTANCES: '1' })).toEqual([]);
    expect(productionProblems({ ...production, BACKEND_INSTANCES: '3' })).toEqual([
      'REDIS_URL is not set for 3 backend instances: each would count failed logins and rate limits on its own, multiplying every limit; give a Redis (maxmemory-policy noeviction)',
    ]);
    expect(productionProblems({ ...production, BACKEND_INSTANCES: '3', REDIS_URL: 'redis://limits:6379' })).toEqual([]);
    expect(productionProblems({ ...production, BACKEND_INSTANCES: 'two' })).toEqual([
      'BACKEND_INSTANCES must be a whole number of at least 1',
    ]);
    expect(() => optionsFromEnv({ BACKEND_INSTANCES: '0' })).toThrow('BACKEND_INSTANCES must be a whole number of at least 1');
  });

  test.each([
    ['DEPLOY_TOKEN', 'deployToken'],
    ['METRICS_TOKEN', 'metricsToken'],
  ] as const)('%s (the live release map, GET /metrics): unset, or at least 32 bytes', (name, option) => {
    expect([optionsFromEnv({})[option], optionsFromEnv({ [name]: 'a'.repeat(32) })[option]]).toEqual([undefined, 'a'.repeat(32)]);
    expect(productionProblems({ ...production, [name]: 'x'.repeat(32) })).toEqual([]);
    const problem = `${name} is shorter than 32 bytes: give at least 32 random bytes from the secret store`;
    expect(productionProblems({ ...production, [name]: 'x'.repeat(31) })).toEqual([problem]);
  });

  test('RELEASE_KEEP_DAYS, how long a release outlives its last day served before prune may take it: 7 unless set, whole days', () => {
    expect(optionsFromEnv({}).releaseKeepDays).toBe(7);
    expect(optionsFromEnv({ RELEASE_KEEP_DAYS: '30' }).releaseKeepDays).toBe(30);
    for (const wrong of ['0', '-1', '1.5', 'week', '3651'])
      expect(() => optionsFromEnv({ RELEASE_KEEP_DAYS: wrong })).toThrow('RELEASE_KEEP_DAYS must be a whole number of days from 1 to 3650');
  });

  test('two-step verification needs its own key of at least 32 bytes, unless a trusted Appwrite keeps the accounts', () => {
    expect(productionProblems({ ...production, MFA_ENCRYPTION_KEY: '' })).toEqual([
      expect.stringMatching(/^MFA_ENCRYPTION_KEY is not set: give at least 32 random bytes/),
    ]);
    expect(productionProblems({ ...production, MFA_ENCRYPTION_KEY: 'm'.repeat(31) })).toEqual([
      'MFA_ENCRYPTION_KEY is shorter than 32 bytes',
    ]);
    expect(productionProblems({ ...production, MFA_ENCRYPTION_KEY: 'm'.repeat(32) })).toEqual([]);
    expect(productionProblems({ ...production, MFA_ENCRYPTION_KEY: production.JWT_SECRET })).toEqual([
      expect.stringMatching(/^MFA_ENCRYPTION_KEY must not be JWT_SECRET/),
    ]);
    expect(
      productionProblems({ ...production, MFA_ENCRYPTION_KEY: '', TRUSTED_APPWRITE_ENDPOINT: 'https://appwrite.clinic.example/v1' }),
    ).toEqual([]);
  });
});

test('RENEWAL_EVERY_SECONDS: the renewal job runs hourly by default, at the interval given, or not at all with 0', () => {
  expect(optionsFromEnv({}).renewalWorker).toEqual({ everyMs: 3_600_000 });
  expect(optionsFromEnv({ RENEWAL_EVERY_SECONDS: '60' }).renewalWorker).toEqual({ everyMs: 60_000 });
  expect(optionsFromEnv({ RENEWAL_EVERY_SECONDS: '0' }).renewalWorker).toBeUndefined();
  expect(() => optionsFromEnv({ RENEWAL_EVERY_SECONDS: 'often' })).toThrow(
    'RENEWAL_EVERY_SECONDS must be a positive whole number of seconds',
  );
});

describe('the canary analysis from the environment', () => {
  test('off without a source of figures, or with CANARY_CHECK_SECONDS=0', () => {
    expect(optionsFromEnv({}).canaryAnalysis).toBeUndefined();
    expect(optionsFromEnv({ PROMETHEUS_URL: 'http://prometheus:9090', CANARY_CHECK_SECONDS: '0' }).canaryAnalysis).toBeUndefined();
  });

  test('every minute by default, from Prometheus or the web servers with the metrics token, with each remote its thresholds', () => {
    const fromPrometheus = optionsFromEnv({ PROMETHEUS_URL: 'http://prometheus:9090', CANARY_MAX_LCP_RATIO_ACCOUNT: '2' }).canaryAnalysis;
    expect(fromPrometheus?.everyMs).toBe(60_000);
    expect(fromPrometheus?.thresholds('account').maxLcpRatio).toBe(2);
    expect(fromPrometheus?.thresholds('marketing').maxLcpRatio).toBe(1.25);
    const fromServers = optionsFromEnv({
      CANARY_METRICS_URLS: 'http://web-1:3000, http://web-2:3000',
      METRICS_TOKEN: 'm'.repeat(43),
      CANARY_CHECK_SECONDS: '15',
    }).canaryAnalysis;
    expect(fromServers?.everyMs).toBe(15_000);
    expect(typeof fromServers?.figures.counts).toBe('function');
  });

  test('the web servers without the metrics token, or a threshold out of range, stop the start saying why', () => {
    expect(() => optionsFromEnv({ CANARY_METRICS_URLS: 'http://web-1:3000' })).toThrow(
      'CANARY_METRICS_URLS needs METRICS_TOKEN: the web servers answer /metrics only with it',
    );
    expect(() => optionsFromEnv({ CANARY_MAX_FAILURE_RATE_INCREASE: '5' })).toThrow(
      'CANARY_MAX_FAILURE_RATE_INCREASE must be a number from 0 to 1, got "5"',
    );
    expect(() => optionsFromEnv({ PROMETHEUS_URL: 'http://prometheus:9090', CANARY_CHECK_SECONDS: 'soon' })).toThrow(
      'CANARY_CHECK_SECONDS must be a positive whole number of seconds',
    );
  });
});
