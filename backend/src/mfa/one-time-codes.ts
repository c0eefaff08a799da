import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Appwrite's `Type::generateBackupCodes()`: six codes of ten hexadecimal characters (40 random bits each). */
export const RECOVERY_CODE_COUNT = 6;
export const RECOVERY_CODE_LENGTH = 10;

/** Appwrite's emailed code (`Proofs\Code`): six random digits. */
export const EMAIL_CODE_LENGTH = 6;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => randomBytes(RECOVERY_CODE_LENGTH / 2).toString('hex'));
}

export function newEmailCode(): string {
  return Array.from({ length: EMAIL_CODE_LENGTH }, () => String(randomInt(10))).join('');
}

/** Compares without telling, by its timing, how much of a guess was right. */
export function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The codes left once `given` is spent, or null when it is none of them. */
export function spendRecoveryCode(codes: readonly string[], given: string): string[] | null {
  const index = codes.findIndex((code) => sameCode(code, given));
  return index < 0 ? null : codes.filter((_, position) => position !== index);
}
