import { paths, toastMessages, userDataStore, type UserData } from '@rcm/shared';
import { useNavigate } from '@rcm/shared/routing';
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { customerSummary } from '../../lib/customer-summary';

const SESSION_ENDED = 401;

/**
 * The profile shows the server's truth: on opening it, the package and RC score are read from
 * the server's customer record and the stored user is brought in line. A session that has
 * ended sends the visitor to log in again; a server that cannot be reached leaves the page as
 * it was.
 */
export function useServerRecord(user: UserData | null): void {
  const navigate = useNavigate();
  const username = user?.username;
  useEffect(() => {
    if (!username) return;
    const controller = new AbortController();
    void customerSummary().then((result) => {
      if (controller.signal.aborted) return;
      const current = userDataStore.getSnapshot();
      if (result.ok) {
        if (current && (current.subscribtion !== result.value.subscribtion || current.rc_score !== result.value.rc_score)) {
          userDataStore.save({ ...current, ...result.value });
        }
      } else if (result.status === SESSION_ENDED) {
        userDataStore.clear();
        toast.error(toastMessages.sessionExpired, { toastId: 'session-expired' });
        navigate(paths.login);
      }
    });
    return () => controller.abort();
  }, [username, navigate]);
}
