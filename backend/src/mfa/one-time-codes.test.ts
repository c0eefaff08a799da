import { newEmailCode, newRecoveryCodes, RECOVERY_CODE_COUNT, sameCode, spendRecoveryCode } from './one-time-codes';

test("recovery codes are Appwrite's: six, each ten hexadecimal characters, all different", () => {
  const codes = newRecoveryCodes();
  expect(RECOVERY_CODE_COUNT).toBe(6);
  expect(codes).toHaveLength(6);
  for (const code of codes) expect(code).toMatch(/^[0-9a-f]{10}$/);
  expect(new Set(codes).size).toBe(6);
  expect(newRecoveryCodes()).not.toEqual(codes);
});

test('an emailed code is six random digits, leading zeros included', () => {
  const codes = Array.from({ length: 400 }, newEmailCode);
  for (const code of codes) expect(code).toMatch(/^\d{6}$/);
  // Every digit turns up in every place (a fixed or short code would not).
  for (let place = 0; place < 6; place += 1) expect(new Set(codes.map((code) => code[place])).size).toBe(10);
});

test('a code matches only itself, whatever the length', () => {
  expect(sameCode('123456', '123456')).toBe(true);
  expect(sameCode('123456', '123457')).toBe(false);
  expect(sameCode('123456', '12345')).toBe(false);
  expect(sameCode('123456', '1234567')).toBe(false);
  expect(sameCode('', '')).toBe(true);
});

test('spending a recovery code leaves the others, in order; an unknown or differently written one is none', () => {
  const codes = ['aaaaaaaaaa', 'bbbbbbbbbb', 'cccccccccc'];
  expect(spendRecoveryCode(codes, 'bbbbbbbbbb')).toEqual(['aaaaaaaaaa', 'cccccccccc']);
  expect(spendRecoveryCode(codes, 'aaaaaaaaaa')).toEqual(['bbbbbbbbbb', 'cccccccccc']);
  expect(spendRecoveryCode(['cccccccccc'], 'cccccccccc')).toEqual([]);
  expect(spendRecoveryCode(codes, 'BBBBBBBBBB')).toBeNull();
  expect(spendRecoveryCode(codes, 'bbbbbbbbb')).toBeNull();
  expect(spendRecoveryCode(codes, '')).toBeNull();
  expect(spendRecoveryCode([], 'aaaaaaaaaa')).toBeNull();
  // Only the one spent goes, even if a list held it twice.
  expect(spendRecoveryCode(['dddddddddd', 'dddddddddd'], 'dddddddddd')).toEqual(['dddddddddd']);
  expect(codes).toEqual(['aaaaaaaaaa', 'bbbbbbbbbb', 'cccccccccc']);
});
