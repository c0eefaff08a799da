import { createHash } from 'node:crypto';
import { setUpTestServer } from '../testing/test-server';
import { dropEmailTokens, emailChangesOf, findEmailToken, issueEmailToken, readEmailToken, takeEmailToken } from './email-tokens';

const server = setUpTestServer();

test('a token is random, stored only as its hash, and acts for its own purpose only', async () => {
  const db = server.app.db;
  const secret = await issueEmailToken(db, { purpose: 'newsletter-unsubscribe', subject: 'maria@clinic.example', now: new Date() });
  expect(secret).toMatch(/^[\w-]{43}$/);
  expect(await issueEmailToken(db, { purpose: 'newsletter-unsubscribe', subject: 'maria@clinic.example', now: new Date() })).not.toBe(
    secret,
  );
  const stored = await server.dumpAllTables();
  expect(stored).not.toContain(secret);
  expect(stored).toContain(createHash('sha256').update(secret).digest('hex'));
  expect(await readEmailToken(db, 'newsletter-unsubscribe', secret, new Date())).toBe('maria@clinic.example');
  expect(await readEmailToken(db, 'newsletter-confirm', secret, new Date())).toBeUndefined();
  expect(await readEmailToken(db, 'newsletter-unsubscribe', `${secret}x`, new Date())).toBeUndefined();
  expect(await readEmailToken(db, 'newsletter-unsubscribe', '', new Date())).toBeUndefined();
});

test('a single-use token works once, and not after it expires', async () => {
  const db = server.app.db;
  const now = new Date('2026-11-26T10:00:00Z');
  const secret = await issueEmailToken(db, { purpose: 'recovery', subject: 'user-1', ttlMs: 3_600_000, now });
  const expired = await issueEmailToken(db, { purpose: 'recovery', subject: 'user-1', ttlMs: 3_600_000, now });
  expect(await takeEmailToken(db, 'recovery', expired, new Date('2026-11-26T11:00:00Z'))).toBeUndefined();
  expect(await takeEmailToken(db, 'recovery', secret, new Date('2026-11-26T10:59:59Z'))).toBe('user-1');
  expect(await takeEmailToken(db, 'recovery', secret, new Date('2026-11-26T10:59:59Z'))).toBeUndefined();
});

test('two uses at once of a single-use token: one gets it', async () => {
  const db = server.app.db;
  const secret = await issueEmailToken(db, { purpose: 'verification', subject: 'user-2', ttlMs: 60_000, now: new Date() });
  const results = await Promise.all([
    takeEmailToken(db, 'verification', secret, new Date()),
    takeEmailToken(db, 'verification', secret, new Date()),
  ]);
  expect(results.filter((subject) => subject === 'user-2')).toHaveLength(1);
});

test("dropping a subject's tokens ends them all, and only theirs", async () => {
  const db = server.app.db;
  const first = await issueEmailToken(db, { purpose: 'recovery', subject: 'user-3', ttlMs: 60_000, now: new Date() });
  const second = await issueEmailToken(db, { purpose: 'recovery', subject: 'user-3', ttlMs: 60_000, now: new Date() });
  const other = await issueEmailToken(db, { purpose: 'recovery', subject: 'user-4', ttlMs: 60_000, now: new Date() });
  await dropEmailTokens(db, 'recovery', 'user-3');
  expect(await readEmailToken(db, 'recovery', first, new Date())).toBeUndefined();
  expect(await readEmailToken(db, 'recovery', second, new Date())).toBeUndefined();
  expect(await readEmailToken(db, 'recovery', other, new Date())).toBe('user-4');
});

test('a token without an address names none; one with an address names it', async () => {
  const db = server.app.db;
  const now = new Date('2026-11-26T10:00:00Z');
  const plain = await issueEmailToken(db, { purpose: 'verification', subject: 'user-5', now });
  const change = await issueEmailToken(db, { purpose: 'email-change', subject: 'user-5', address: 'new@clinic.example', now });
  expect(await findEmailToken(db, ['verification'], plain, now)).toEqual({
    purpose: 'verification',
    subject: 'user-5',
    address: '',
    createdAt: '2026-11-26T10:00:00.000+00:00',
  });
  expect((await findEmailToken(db, ['email-change'], change, now))?.address).toBe('new@clinic.example');
});

test('spending a secret for another purpose, or once it has expired, leaves that token as it was', async () => {
  const db = server.app.db;
  const now = new Date('2026-11-26T10:00:00Z');
  const secret = await issueEmailToken(db, { purpose: 'verification', subject: 'user-6', ttlMs: 3_600_000, now });
  expect(await takeEmailToken(db, 'recovery', secret, now)).toBeUndefined();
  expect(await takeEmailToken(db, 'verification', secret, new Date('2026-11-26T11:00:00Z'))).toBeUndefined();
  expect(await readEmailToken(db, 'verification', secret, now)).toBe('user-6');
});

test('a secret that cannot be one (not a string, empty, over 200 characters) finds nothing, without a query', async () => {
  const db = server.app.db;
  const lookups = jest.spyOn(db, 'selectFrom');
  try {
    for (const secret of [42, undefined, '', 'x'.repeat(201)] as unknown as string[]) {
      expect(await findEmailToken(db, ['recovery'], secret, new Date())).toBeUndefined();
    }
    expect(lookups).not.toHaveBeenCalled();
    // The longest secret that may be one is looked up (a real one has 43 characters).
    expect(await findEmailToken(db, ['recovery'], 'x'.repeat(200), new Date())).toBeUndefined();
    expect(lookups).toHaveBeenCalledTimes(1);
  } finally {
    lookups.mockRestore();
  }
});

test("a user's email changes under way (for their data download): their live change and undo links, oldest first", async () => {
  const db = server.app.db;
  const at = (time: string) => new Date(`2026-11-26T${time}Z`);
  const change = (address: string, time: string, ttlMs?: number, subject = 'user-6') =>
    issueEmailToken(db, { purpose: 'email-change', subject, address, now: at(time), ...(ttlMs === undefined ? {} : { ttlMs }) });
  await change('ended@clinic.example', '09:00:00', 3_600_000); // ends at 10:00, the moment asked about
  await change('new@clinic.example', '09:30:00', 3_600_000);
  await issueEmailToken(db, { purpose: 'email-change-undo', subject: 'user-6', address: 'old@clinic.example', now: at('09:40:00') });
  await change('open@clinic.example', '09:45:00');
  await issueEmailToken(db, { purpose: 'recovery', subject: 'user-6', ttlMs: 3_600_000, now: at('09:50:00') });
  await change('other@clinic.example', '09:55:00', 3_600_000, 'user-7');
  expect(await emailChangesOf(db, 'user-6', at('10:00:00'))).toEqual([
    {
      purpose: 'email-change',
      address: 'new@clinic.example',
      since: '2026-11-26T09:30:00.000+00:00',
      until: '2026-11-26T10:30:00.000+00:00',
    },
    { purpose: 'email-change-undo', address: 'old@clinic.example', since: '2026-11-26T09:40:00.000+00:00', until: '' },
    { purpose: 'email-change', address: 'open@clinic.example', since: '2026-11-26T09:45:00.000+00:00', until: '' },
  ]);
});
