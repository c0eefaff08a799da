import { newPasswordProblem, passwordMessages } from './password';

test('a new password has 8 to 256 bytes, as the account server counts them, and is typed the same twice', () => {
  expect(newPasswordProblem('seven77', 'seven77')).toBe(passwordMessages.length);
  expect(newPasswordProblem('', '')).toBe(passwordMessages.length);
  expect(newPasswordProblem('eight888', 'eight888')).toBeUndefined();
  expect(newPasswordProblem('x'.repeat(257), 'x'.repeat(257))).toBe(passwordMessages.length);
  // 128 characters of two bytes each are 256 bytes: still allowed; one more is not.
  expect(newPasswordProblem('é'.repeat(128), 'é'.repeat(128))).toBeUndefined();
  expect(newPasswordProblem('é'.repeat(129), 'é'.repeat(129))).toBe(passwordMessages.length);
  expect(newPasswordProblem('harbour-lantern', 'harbour-lanterN')).toBe(passwordMessages.mismatch);
  expect(newPasswordProblem('harbour-lantern', 'harbour-lantern')).toBeUndefined();
});
