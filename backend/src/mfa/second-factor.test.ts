import { challengedWithin, MFA_RECENT_SECONDS, sessionFactors } from './second-factor';

test("a session's factors are the stored list; anything else counts as the password alone", () => {
  expect(sessionFactors({ factors: '["password","totp"]' })).toEqual(['password', 'totp']);
  expect(sessionFactors({ factors: '[]' })).toEqual([]);
  for (const stored of ['', 'password', '{"0":"totp"}', '"totp"', '["password",2]', '[null]', 'null']) {
    expect(sessionFactors({ factors: stored })).toEqual(['password']);
  }
});

test("a challenge is recent for its number of seconds, to the millisecond; never is never recent (Appwrite's 30 minutes)", () => {
  expect(MFA_RECENT_SECONDS).toBe(1800);
  const at = '2026-11-27T10:00:00.000+00:00';
  const now = (offsetMs: number) => new Date(Date.parse(at) + offsetMs);
  expect(challengedWithin({ mfa_updated_at: at }, 300, now(0))).toBe(true);
  expect(challengedWithin({ mfa_updated_at: at }, 300, now(300_000))).toBe(true);
  expect(challengedWithin({ mfa_updated_at: at }, 300, now(300_001))).toBe(false);
  expect(challengedWithin({ mfa_updated_at: at }, 1800, now(300_001))).toBe(true);
  expect(challengedWithin({ mfa_updated_at: at }, 300, now(-60_000))).toBe(true);
  expect(challengedWithin({ mfa_updated_at: '' }, 300, now(0))).toBe(false);
  expect(challengedWithin({ mfa_updated_at: 'yesterday' }, 300, now(0))).toBe(false);
});
