import { NAME_MAX_LENGTH } from '@rcm/shared/account-texts';
import { hasControlCharacters, isSingleMailbox } from '@rcm/shared';
import { apiErrors } from '../../errors/api-error';
import { isCommonPassword } from '../../auth/common-passwords';

/** Appwrite's parameter rules, with its exact messages. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,35}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkUserId(userId: string): string {
  if (userId === 'unique()') return userId;
  if (!KEY_PATTERN.test(userId)) {
    throw apiErrors.invalidParam(
      'userId',
      "Parameter must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, period, hyphen, and underscore. Can't start with a special char",
    );
  }
  return userId;
}

const invalidEmail = () => apiErrors.invalidParam('email', 'Value must be a valid email address');

/** An address to look an account up by (a login, a recovery request), as Appwrite checks it. */
export function checkEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  if (normalized.length > 320 || !EMAIL_PATTERN.test(normalized) || hasControlCharacters(normalized)) throw invalidEmail();
  return normalized;
}

/**
 * An address an account is to have (a registration, an email change): `checkEmail`'s rule, and
 * exactly one mailbox, since the site mails it (an address list, a display name or group syntax
 * would make one account's mail go to several recipients). Appwrite's own check refuses these too.
 */
export function checkNewEmail(email: string): string {
  const normalized = checkEmail(email);
  // A line break is refused even at the end, where checkEmail's trimming would drop it.
  if (!isSingleMailbox(normalized) || hasControlCharacters(email)) throw invalidEmail();
  return normalized;
}

/** 8 to 256 bytes, as Appwrite counts them. */
export function checkPassword(password: string): string {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes < 8 || bytes > 256) throw apiErrors.invalidParam('password', 'Password must be between 8 and 256 characters long.');
  return password;
}

/**
 * A new password: `checkPassword`'s rule, and not one of the most common passwords (they are
 * the first ones any attacker tries).
 */
export function checkNewPassword(password: string): string {
  checkPassword(password);
  if (isCommonPassword(password)) throw apiErrors.commonPassword();
  return password;
}

/**
 * A name given to an account, kept trimmed: 1 to 128 characters once trimmed, without control
 * characters. A blank name is refused (ACC-5): mails would greet "Hello ,".
 */
export function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0 || [...trimmed].length > NAME_MAX_LENGTH || hasControlCharacters(name))
    throw apiErrors.invalidParam('name', `Value must be a valid string and at least 1 chars and no longer than ${NAME_MAX_LENGTH} chars`);
  return trimmed;
}

/** Deeper than any preference needs; checked before anything recurses into the value. */
const MAX_PREFS_DEPTH = 32;

/** Prefs the server owns: what the customer pays for, and their score. */
export const SERVER_OWNED_PREFS = ['subscribtion', 'rc_score'] as const;

/** How deeply arrays and objects nest, counted without recursion (a body may nest thousands deep). */
function nestingDepth(value: unknown): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_PREFS_DEPTH) return deepest;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * A JSON object (not a list) of at most 64 KiB and 32 levels, without keys the SDK's parser
 * refuses, and without the keys the server owns.
 */
export function checkPrefs(prefs: unknown): Record<string, unknown> {
  const invalid = () => apiErrors.invalidParam('prefs', 'Value must be a valid object.');
  if (typeof prefs !== 'object' || prefs === null || Array.isArray(prefs)) throw invalid();
  if (nestingDepth(prefs) > MAX_PREFS_DEPTH) throw invalid();
  const encoded = JSON.stringify(prefs);
  if (Buffer.byteLength(encoded) > 65_535 || /"(__proto__|constructor)"\s*:/.test(encoded)) throw invalid();
  const owned = SERVER_OWNED_PREFS.filter((key) => Object.hasOwn(prefs, key));
  if (owned.length > 0)
    throw apiErrors.invalidParam(
      'prefs',
      `${owned.join(' and ')} ${owned.length > 1 ? 'are' : 'is'} kept by the server and cannot be set.`,
    );
  return prefs as Record<string, unknown>;
}

/** Appwrite's `Text(256)`: a string of 1 to 256 characters, with its message. */
export function checkText(param: string, value: string, maxLength = 256): string {
  if (value.length === 0 || value.length > maxLength)
    throw apiErrors.invalidParam(param, `Value must be a valid string and at least 1 chars and no longer than ${maxLength} chars`);
  return value;
}
