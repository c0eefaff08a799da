import { fieldOf, getRuntimeConfig, STAFF_LABEL, userDataStore, type UserData } from '@rcm/shared';
import { useEffect } from 'react';

const UNAUTHORIZED = 401;

/**
 * The account's labels as the account server has them now (Appwrite's `GET /account`, with the
 * session cookie), or null when there is no session; undefined when it could not be asked.
 */
async function labelsOnServer(signal: AbortSignal): Promise<string[] | null | undefined> {
  const { endpoint, projectId } = getRuntimeConfig().appwrite;
  try {
    const reply = await fetch(`${endpoint}/account`, { credentials: 'include', headers: { 'X-Appwrite-Project': projectId }, signal });
    if (reply.status === UNAUTHORIZED) return null;
    if (!reply.ok) return undefined;
    const labels = fieldOf(await reply.json(), 'labels');
    return Array.isArray(labels) ? labels.filter((label): label is string => typeof label === 'string') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The stored user's labels follow the server on each page load (ACC-12): a staff member whose
 * role was revoked, or whose session is over, loses the navbar's "Staff" link at once instead of
 * at the next login. Asked only while the stored user carries the staff label, so customers'
 * pages make no extra request; the console itself checks the label on every request anyway.
 */
export function useServerLabels(user: UserData | null): void {
  const storedStaff = user?.labels?.includes(STAFF_LABEL) ?? false;
  useEffect(() => {
    if (!storedStaff) return;
    const controller = new AbortController();
    void labelsOnServer(controller.signal).then((labels) => {
      const current = userDataStore.getSnapshot();
      if (labels === undefined || controller.signal.aborted || !current) return;
      const now = labels ?? (current.labels ?? []).filter((label) => label !== STAFF_LABEL);
      if (now.join('\n') !== (current.labels ?? []).join('\n')) userDataStore.save({ ...current, labels: now });
    });
    return () => controller.abort();
  }, [storedStaff]);
}
