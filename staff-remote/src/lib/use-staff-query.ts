import {
  failureMessage,
  SESSION_ENDED_STATUS,
  toastMessages,
  userDataStore,
  type ApiResult,
  MORE_FACTORS_REQUIRED_TYPE,
} from '@rcm/shared';
import { useCurrentEffect, useSessionEnded } from '@rcm/shared/hooks';
import { useCallback, useState } from 'react';
import { whyMoreFactors } from './second-factor';

export type StaffQueryState<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'forbidden'; message: string }
  /** Staff without two-step verification: the frame sends them to set it up. */
  | { status: 'two-step-setup' }
  | { status: 'failed'; message: string };

/**
 * Runs a staff API call whenever `key` changes. A 401 means the login is over (`useSessionEnded`:
 * to the login, which brings the visitor back here). A 401 `user_more_factors_required` is either
 * a session that owes its code (then to the login's code step, which brings them back) or an
 * account without two-step verification (then the frame says to set it up). A 403 is the
 * no-access page's business.
 */
export function useStaffQuery<T>(load: () => Promise<ApiResult<T>>, key: string): [StaffQueryState<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${attempt} ${key}`;
  // The answer to one request; any other request's (an older key, an earlier attempt) means "loading".
  const [answer, setAnswer] = useState<{ requestKey: string; state: StaffQueryState<T> } | null>(null);
  const sessionEnded = useSessionEnded();
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useCurrentEffect(
    (isCurrent) => {
      // A guest is sent to the login by the page's frame; asking the API would only earn a 401.
      if (!userDataStore.getSnapshot()) return;
      void load().then((result) => {
        if (!isCurrent()) return;
        if (result.ok) setAnswer({ requestKey, state: { status: 'ready', value: result.value } });
        else if (result.status === SESSION_ENDED_STATUS && result.type === MORE_FACTORS_REQUIRED_TYPE) {
          void whyMoreFactors().then((why) => {
            if (!isCurrent()) return;
            if (why === 'setup') setAnswer({ requestKey, state: { status: 'two-step-setup' } });
            // The stored user stays: the login page asks for the code of this very session.
            else if (why === 'code') sessionEnded(result);
            else if (why === 'signed-out') sessionEnded({});
            else setAnswer({ requestKey, state: { status: 'failed', message: toastMessages.serverUnreachable } });
          });
        } else if (result.status === SESSION_ENDED_STATUS) sessionEnded(result);
        else if (result.status === 403) setAnswer({ requestKey, state: { status: 'forbidden', message: result.message } });
        else setAnswer({ requestKey, state: { status: 'failed', message: failureMessage(result) } });
      });
    },
    // `load` is a new function each render; `requestKey` says when what it loads changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [requestKey],
  );
  return [answer?.requestKey === requestKey ? answer.state : { status: 'loading' }, retry];
}
