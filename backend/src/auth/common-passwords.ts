import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | undefined;

/**
 * Whether a password is on zxcvbn-ts's list of the ~49,000 most used passwords (from
 * breach corpora), compared without case: attackers try these first, whatever the length rule
 * allows. Loaded on first use.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
