import { apiErrors } from '../../errors/api-error';

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

export function checkEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  if (normalized.length > 320 || !EMAIL_PATTERN.test(normalized)) throw apiErrors.invalidParam('email', 'Value must be a valid email address');
  return normalized;
}

/** 8 to 256 bytes, as Appwrite counts them. */
export function checkPassword(password: string): string {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes < 8 || bytes > 256) throw apiErrors.invalidParam('password', 'Password must be between 8 and 256 characters long.');
  return password;
}

export function checkName(name: string): string {
  if ([...name].length > 128) throw apiErrors.invalidParam('name', 'Value must be a valid string and no longer than 128 chars');
  return name;
}

/** A JSON object (not a list) of at most 64 KiB, without keys the SDK's parser refuses. */
export function checkPrefs(prefs: unknown): Record<string, unknown> {
  const invalid = () => apiErrors.invalidParam('prefs', 'Value must be a valid object.');
  if (typeof prefs !== 'object' || prefs === null || Array.isArray(prefs)) throw invalid();
  const encoded = JSON.stringify(prefs);
  if (Buffer.byteLength(encoded) > 65_535 || /"(__proto__|constructor)"\s*:/.test(encoded)) throw invalid();
  return prefs as Record<string, unknown>;
}
