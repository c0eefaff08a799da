import type { UserRow } from './account-store';

/**
 * The account's Appwrite user labels (`staff`), as stored: a JSON array of strings that only
 * operators write (`npm run staff`); no account route accepts them.
 */
export function userLabels(user: Pick<UserRow, 'labels'>): string[] {
  let labels: unknown;
  try {
    labels = JSON.parse(user.labels);
  } catch {
    return [];
  }
  return Array.isArray(labels) ? labels.filter((label): label is string => typeof label === 'string') : [];
}
