import type * as Crypto from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/** Every scrypt the module runs, with its cost: the cost is the defence, so it is asserted. */
const scryptCalls: ScryptOptions[] = [];
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof Crypto>('node:crypto');
  return {
    ...actual,
    scrypt: (
      password: string,
      salt: Buffer,
      length: number,
      options: ScryptOptions,
      callback: (error: Error | null, key: Buffer) => void,
    ) => {
      scryptCalls.push(options);
      actual.scrypt(password, salt, length, options, callback);
    },
  };
});

import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';

const OWASP_COST = { N: 32768, r: 8, p: 1 };

beforeEach(() => {
  scryptCalls.length = 0;
});

test("a password is stored as scrypt with OWASP's cost and a 16-byte salt of its own, never as itself", async () => {
  const stored = await hashPassword('plum-orbit-quarry-57');
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  expect({ scheme, N: Number(n), r: Number(r), p: Number(p) }).toEqual({ scheme: 'scrypt', ...OWASP_COST });
  expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
  expect(Buffer.from(hash!, 'base64')).toHaveLength(64);
  expect(stored).not.toContain('plum-orbit-quarry-57');
  expect(await hashPassword('plum-orbit-quarry-57')).not.toBe(stored);
});

test('only the right password verifies', async () => {
  const stored = await hashPassword('plum-orbit-quarry-57');
  expect(await verifyPassword('plum-orbit-quarry-57', stored)).toBe(true);
  expect(await verifyPassword('plum-orbit-quarry-58', stored)).toBe(false);
  expect(await verifyPassword('plum-orbit-quarry-57', 'bcrypt$whatever')).toBe(false);
});

test('a login for an unknown email costs a full scrypt check, like a wrong password does', async () => {
  const stored = await hashPassword('plum-orbit-quarry-57');
  await verifyAgainstDecoy('a guess');
  scryptCalls.length = 0;
  await verifyPassword('a guess', stored);
  const realCheck = [...scryptCalls];
  scryptCalls.length = 0;
  expect(await verifyAgainstDecoy('a guess')).toBe(false);
  expect(scryptCalls).toHaveLength(realCheck.length);
  expect(scryptCalls[0]).toMatchObject(OWASP_COST);
});

test('a stored hash that is empty (a closed account), of another scheme, or of the wrong size verifies nothing, and never throws', async () => {
  const salt = Buffer.from('sixteen byte slt').toString('base64');
  for (const stored of [
    '',
    'scrypt',
    'bcrypt$1024$8$1$' + salt + '$aGFzaA==',
    `scrypt$1024$8$1$${salt}$aGFzaA==`,
    `scrypt$1024$8$1$${salt}$`,
  ]) {
    await expect(verifyPassword('plum-orbit-quarry-57', stored)).resolves.toBe(false);
  }
});

test('the decoy check costs what the real check at the same cost costs, for each cost in use', async () => {
  const cheaper = { N: 1024, r: 8, p: 1 };
  await verifyAgainstDecoy('a guess');
  scryptCalls.length = 0;
  await verifyAgainstDecoy('a guess', cheaper);
  expect(scryptCalls.length).toBeGreaterThan(0);
  expect(scryptCalls.every((options) => options.N === cheaper.N)).toBe(true);
});
