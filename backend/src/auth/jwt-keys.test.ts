import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { developmentKeyRing, jwtKey, keyRingFromSecrets, MIN_JWT_SECRET_BYTES } from './jwt-keys';

test('a secret shorter than 32 bytes is refused', () => {
  expect(() => jwtKey('x'.repeat(MIN_JWT_SECRET_BYTES - 1))).toThrow('at least 32 bytes');
  expect(() => keyRingFromSecrets('x'.repeat(40), ['short'])).toThrow('at least 32 bytes');
});

test('key ids come from the key: every instance agrees, and different keys differ', () => {
  expect(jwtKey('a'.repeat(32)).id).toBe(jwtKey('a'.repeat(32)).id);
  expect(jwtKey('a'.repeat(32)).id).not.toBe(jwtKey('b'.repeat(32)).id);
  expect(jwtKey('a'.repeat(32)).id).not.toContain('aaaa');
});

test('the development key is generated once into a private file outside the database, and read back after', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-keys-'));
  const file = path.join(dir, 'secrets/jwt-key');
  const first = developmentKeyRing(file);
  expect(first.origin).toMatch(/^generated a development key in .*jwt-key/);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  const second = developmentKeyRing(file);
  expect(second.current).toEqual(first.current);
  expect(second.origin).toMatch(/^the development key in/);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a ring made from JWT_SECRET says so, and a development key file edited by hand still works: its line break is no part of the key', () => {
  expect(keyRingFromSecrets('k'.repeat(32)).origin).toBe('JWT_SECRET');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-jwt-key-')), 'jwt.key');
  fs.writeFileSync(file, `${'e'.repeat(40)}\n`, { mode: 0o600 });
  expect(developmentKeyRing(file).current.secret).toBe('e'.repeat(40));
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

test('a development key file that cannot be written stops the start with the reason, not with a missing file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-keys-'));
  // As root, which the tests run as, no permission is ever refused: the test makes the write refuse.
  const refused = jest.spyOn(fs, 'writeFileSync').mockImplementation(() => {
    throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
  });
  try {
    expect(() => developmentKeyRing(path.join(dir, 'jwt-key'))).toThrow('EACCES: permission denied');
  } finally {
    refused.mockRestore();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
