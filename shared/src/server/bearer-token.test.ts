import { carriesBearerToken } from './bearer-token';

const token = 't'.repeat(40);

test('only `Bearer <token>` with the very token is accepted', () => {
  expect(carriesBearerToken(`Bearer ${token}`, token)).toBe(true);
  expect(carriesBearerToken(undefined, token)).toBe(false);
  expect(carriesBearerToken('', token)).toBe(false);
  expect(carriesBearerToken(token, token)).toBe(false);
  expect(carriesBearerToken(`Basic ${token}`, token)).toBe(false);
  expect(carriesBearerToken(`Bearer ${token}x`, token)).toBe(false);
  expect(carriesBearerToken(`Bearer ${token.slice(1)}`, token)).toBe(false);
  expect(carriesBearerToken(`Bearer ${token} extra`, token)).toBe(false);
  // The scheme starts the header: the token after another scheme's text is not the token sent.
  expect(carriesBearerToken(`Basic Bearer ${token}`, token)).toBe(false);
  expect(carriesBearerToken(`xBearer ${token}`, token)).toBe(false);
});

test('an empty Bearer never matches, not even an empty token', () => {
  expect(carriesBearerToken('Bearer ', '')).toBe(false);
});
