import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** The cost OWASP recommends (N=2^15, r=8, p=1): slow to guess, salted per user. Every deployment uses it. */
export const OWASP_SCRYPT_COST: ScryptCost = { N: 32768, r: 8, p: 1 };

const MAX_MEMORY = 64 * 1024 * 1024;
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Returns `scrypt$N$r$p$salt$hash` (base64), the only form a password is ever stored in. */
export async function hashPassword(password: string, cost: ScryptCost = OWASP_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { ...cost, maxmem: MAX_MEMORY });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a password against a stored hash, with the cost the hash was made with. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEMORY });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const decoys = new Map<string, Promise<string>>();

/** Spends the same time as a real check at `cost`, so a login for an unknown email is not faster. */
export async function verifyAgainstDecoy(password: string, cost: ScryptCost = OWASP_SCRYPT_COST): Promise<false> {
  const id = `${cost.N}:${cost.r}:${cost.p}`;
  let decoy = decoys.get(id);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), cost);
    decoys.set(id, decoy);
  }
  await verifyPassword(password, await decoy);
  return false;
}
