import type { UserRow } from './account-store';

/**
 * The account's Appwrite user labels (`staff`), as stored: a JSON array of strings that only
 * operators write (`npm run staff`); no account route accepts them.
 */
export function userLabels(user: Pick<UserRow, 'labels'>): string[] {
  try {
    const labels: unknown = JSON.parse(user.labels);
    return Array.isArray(labels) ? labels.filter((label): label is string => typeof label === 'string') : [];
  } catch {
    return [];
  }
}
