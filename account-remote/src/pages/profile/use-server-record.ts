import { SESSION_ENDED_STATUS, userDataStore, type CustomerSummary, type UserData } from '@rcm/shared';
import { useSessionEnded } from '@rcm/shared/hooks';
import { useEffect, useState } from 'react';
import { customerSummary } from '../../lib/customer-summary';

/**
 * The profile shows the server's truth: on opening it, the package and RC score are read from
 * the server's customer record and the stored user is brought in line. A session that has
 * ended sends the visitor to log in again (one that owes its second factor, to the code step); a server that cannot be reached leaves the page as
 * it was. Returns the record (with until when the package is paid and whether it was
 * cancelled), or null until it has been read.
 */
export function useServerRecord(user: UserData | null): CustomerSummary | null {
  const sessionEnded = useSessionEnded();
  const username = user?.username;
  const [record, setRecord] = useState<CustomerSummary | null>(null);
  useEffect(() => {
    if (!username) return;
    const controller = new AbortController();
    void customerSummary().then((result) => {
      if (controller.signal.aborted) return;
      const current = userDataStore.getSnapshot();
      if (result.ok) {
        setRecord(result.value);
        const { subscribtion, rc_score } = result.value;
        if (current && (current.subscribtion !== subscribtion || current.rc_score !== rc_score)) {
          userDataStore.save({ ...current, subscribtion, rc_score });
        }
      } else if (result.status === SESSION_ENDED_STATUS) {
        sessionEnded(result);
      }
    });
    return () => controller.abort();
  }, [username, sessionEnded]);
  return record;
}
