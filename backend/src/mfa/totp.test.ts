import { matchingTotpStep, newTotpSecret, totpCodeAt, totpStepAt, totpUri, TOTP_WINDOW_STEPS } from './totp';

/** RFC 6238's SHA-1 test key, "12345678901234567890", in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => new Date(seconds * 1000);

test("codes are RFC 6238's (SHA-1, six digits, 30-second steps): its test vectors, cut to six digits", () => {
  expect(totpCodeAt(RFC_SECRET, at(59))).toBe('287082');
  expect(totpCodeAt(RFC_SECRET, at(1_111_111_109))).toBe('081804');
  expect(totpCodeAt(RFC_SECRET, at(1_234_567_890))).toBe('005924');
  expect(totpStepAt(at(59))).toBe(1);
  expect(totpStepAt(at(60))).toBe(2);
  expect(matchingTotpStep(RFC_SECRET, '287082', at(59))).toBe(1);
  // A leading zero is part of the code.
  expect(matchingTotpStep(RFC_SECRET, '081804', at(1_111_111_109))).toBe(totpStepAt(at(1_111_111_109)));
  expect(matchingTotpStep(RFC_SECRET, '81804', at(1_111_111_109))).toBeNull();
});

test('the window is one step either side of the current one, to the millisecond', () => {
  expect(TOTP_WINDOW_STEPS).toBe(1);
  const step = 40_000_000;
  const codeOf = (offset: number) => totpCodeAt(RFC_SECRET, at((step + offset) * 30));
  const start = at(step * 30);
  const end = new Date(start.getTime() + 29_999);
  for (const now of [start, end]) {
    expect(matchingTotpStep(RFC_SECRET, codeOf(0), now)).toBe(step);
    expect(matchingTotpStep(RFC_SECRET, codeOf(-1), now)).toBe(step - 1);
    expect(matchingTotpStep(RFC_SECRET, codeOf(1), now)).toBe(step + 1);
    expect(matchingTotpStep(RFC_SECRET, codeOf(-2), now)).toBeNull();
    expect(matchingTotpStep(RFC_SECRET, codeOf(2), now)).toBeNull();
  }
  // One millisecond on, the previous step's previous code is out.
  expect(matchingTotpStep(RFC_SECRET, codeOf(-1), new Date(end.getTime() + 1))).toBeNull();
  expect(matchingTotpStep(RFC_SECRET, codeOf(2), new Date(end.getTime() + 1))).toBe(step + 2);
});

test('only six digits are a code', () => {
  const now = at(59);
  for (const code of ['28708', '2870820', ' 287082', '287082 ', '28708a', '２８７０８２', '', '287.08', '-287082']) {
    expect(matchingTotpStep(RFC_SECRET, code, now)).toBeNull();
  }
});

test('a new secret is 160 random bits in base32, as apps take it; the URI names the issuer, the account and the secret', () => {
  const secret = newTotpSecret();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(newTotpSecret()).not.toBe(secret);
  const uri = new URL(totpUri(secret, 'ann@example.com', 'Clarity RCM'));
  expect(uri.protocol).toBe('otpauth:');
  expect(uri.host).toBe('totp');
  expect(decodeURIComponent(uri.pathname)).toBe('/Clarity RCM:ann@example.com');
  expect(Object.fromEntries(uri.searchParams)).toEqual({ issuer: 'Clarity RCM', secret, algorithm: 'SHA1', digits: '6', period: '30' });
});
