import { createHmac } from 'node:crypto';
import { keyRingFromSecrets } from './jwt-keys';
import { checkJwt, signJwt, verifyJwt } from './jwt';

const keys = keyRingFromSecrets('s'.repeat(32));
const now = 1_800_000_000;
const claims = { userId: 'u1', sessionId: 's1', exp: now + 60 };
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

test('a token this server signed verifies, and carries the key id in its header', () => {
  const token = signJwt(claims, keys);
  expect(verifyJwt(token, keys, now)).toEqual(claims);
  expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'HS256', kid: keys.current.id });
});

test('an expired token is refused', () => {
  const token = signJwt({ ...claims, exp: now - 1 }, keys);
  expect(verifyJwt(token, keys, now)).toBeNull();
  expect(verifyJwt(signJwt({ ...claims, exp: now }, keys), keys, now)).toBeNull();
});

test('a changed payload, a changed header, alg "none" and another key are all refused', () => {
  const [header, payload, signature] = signJwt(claims, keys).split('.') as [string, string, string];
  expect(verifyJwt(`${header}.${b64({ ...claims, userId: 'someone-else' })}.${signature}`, keys, now)).toBeNull();
  expect(verifyJwt(`${b64({ typ: 'JWT', alg: 'HS512', kid: keys.current.id })}.${payload}.${signature}`, keys, now)).toBeNull();
  expect(verifyJwt(`${b64({ typ: 'JWT', alg: 'none' })}.${payload}.`, keys, now)).toBeNull();
  expect(verifyJwt(`${b64({ typ: 'JWT', alg: 'none' })}.${payload}`, keys, now)).toBeNull();
  expect(verifyJwt(`${header}.${payload}.${signature}.extra`, keys, now)).toBeNull();
  // Every bit of the signature matters: flip one in its first byte.
  const flipped = Buffer.from(signature, 'base64url');
  flipped[0] = flipped[0]! ^ 1;
  expect(verifyJwt(`${header}.${payload}.${flipped.toString('base64url')}`, keys, now)).toBeNull();
  expect(verifyJwt(signJwt(claims, keyRingFromSecrets('t'.repeat(32))), keys, now)).toBeNull();
});

test('a token whose payload is not the claims is refused even when correctly signed', () => {
  const header = b64({ typ: 'JWT', alg: 'HS256', kid: keys.current.id });
  const sign = (payload: string) =>
    `${header}.${payload}.${createHmac('sha256', keys.current.secret).update(`${header}.${payload}`).digest('base64url')}`;
  expect(verifyJwt(sign(b64({ userId: 'u1', sessionId: 's1' })), keys, now)).toBeNull();
  expect(verifyJwt(sign(b64({ userId: 1, sessionId: 's1', exp: now + 60 })), keys, now)).toBeNull();
  expect(verifyJwt(sign(b64('not json')), keys, now)).toBeNull();
  expect(verifyJwt(sign(b64(claims)), keys, now)).toEqual(claims);
});

test('rotation: the new key signs, a token of the previous key still verifies, a retired key does not', () => {
  const old = keyRingFromSecrets('o'.repeat(32));
  const rotated = keyRingFromSecrets('n'.repeat(32), ['o'.repeat(32)]);
  const issuedBefore = signJwt(claims, old);
  expect(verifyJwt(issuedBefore, rotated, now)).toEqual(claims);
  expect(JSON.parse(Buffer.from(signJwt(claims, rotated).split('.')[0]!, 'base64url').toString()).kid).toBe(rotated.current.id);
  expect(verifyJwt(issuedBefore, keyRingFromSecrets('n'.repeat(32)), now)).toBeNull();
});

test('a token that is not three non-empty parts is "Invalid token.", before any key is tried', () => {
  const [header, payload, signature] = signJwt(claims, keys).split('.');
  for (const token of [
    '',
    header!,
    `${header}.${payload}`,
    `.${payload}.${signature}`,
    `${header}..${signature}`,
    `${header}.${payload}.`,
    `${header}.${payload}.${signature}.x`,
  ]) {
    expect(checkJwt(token, keys, now)).toEqual({ refused: 'Invalid token.' });
  }
});

test('a signature of the wrong length, or by no key of the ring, fails verification (and nothing throws)', () => {
  const [header, payload, signature] = signJwt(claims, keys).split('.');
  expect(checkJwt(`${header}.${payload}.${signature!.slice(0, 20)}`, keys, now)).toEqual({ refused: 'Signature verification failed.' });
  const other = keyRingFromSecrets('o'.repeat(32));
  expect(checkJwt(signJwt(claims, other), keys, now)).toEqual({ refused: 'Signature verification failed.' });
});

test('a correctly signed payload that is not JSON, or lacks a claim, is "Invalid token."; an expired one says so', () => {
  const signedPayload = (payload: string) => {
    const header = signJwt(claims, keys).split('.')[0]!;
    return `${header}.${payload}.${createHmac('sha256', keys.current.secret).update(`${header}.${payload}`).digest('base64url')}`;
  };
  expect(checkJwt(signedPayload(b64('not json')), keys, now)).toEqual({ refused: 'Invalid token.' });
  for (const partial of [
    { sessionId: 's1', exp: now + 60 },
    { userId: 'u1', exp: now + 60 },
    { userId: 'u1', sessionId: 's1', exp: String(now + 60) },
  ]) {
    expect(checkJwt(signedPayload(b64(partial)), keys, now)).toEqual({ refused: 'Invalid token.' });
  }
  expect(checkJwt(signedPayload(b64(claims)), keys, now)).toEqual({ claims });
  expect(checkJwt(signJwt({ ...claims, exp: now }, keys), keys, now)).toEqual({ refused: 'Token expired.' });
});
