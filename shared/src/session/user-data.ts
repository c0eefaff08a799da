/** The locally stored user (`localStorage.userData`). Never holds a password or session secret. */
export interface UserData {
  name: string;
  username: string;
  /** 'none' until a package is bought, then the package id. */
  subscribtion: string;
  /** An integer from 0 to 99, shown as a percent. */
  rc_score: number;
  /**
   * The account's Appwrite user labels at login (`staff` shows the navbar's Staff link); only
   * a hint for the pages, as the server checks the label on every staff request.
   */
  labels?: string[];
}

/**
 * The signed-in visitor as a server read their session for a page of their own account: the
 * stored user's fields, and what only the account server knows, so the page's first HTML shows
 * it rather than adding it later (and moving what is below).
 */
export interface ServerVisitor extends UserData {
  /** Whether the account's address is verified (Appwrite's `emailVerification`); absent from a server older than it. */
  emailVerified?: boolean;
}

export const USER_DATA_KEY = 'userData';

export function parseUserData(raw: string | null): UserData | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (
      typeof record.name !== 'string' ||
      typeof record.username !== 'string' ||
      typeof record.subscribtion !== 'string' ||
      typeof record.rc_score !== 'number'
    ) {
      return null;
    }
    const labels = Array.isArray(record.labels) ? record.labels.filter((label): label is string => typeof label === 'string') : undefined;
    return {
      name: record.name,
      username: record.username,
      subscribtion: record.subscribtion,
      rc_score: record.rc_score,
      ...(labels ? { labels } : {}),
    };
  } catch {
    return null;
  }
}
