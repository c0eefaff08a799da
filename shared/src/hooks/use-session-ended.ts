import {
  loginPathForSecondFactor,
  loginPathReturningTo,
  MORE_FACTORS_REQUIRED_TYPE,
  toastMessages,
  userDataStore,
  type ApiFailure,
} from '@rcm/shared';
import { useLocation, useNavigate } from '@rcm/shared/routing';
import { useCallback } from 'react';
import { toast } from 'react-toastify';

/**
 * What a page does with a 401 from the server, in every app. A session that owes its second
 * factor (two-step verification turned on from another device) goes to the login's code step;
 * any other has ended (logged out elsewhere, timed out), so the stored user is cleared, one toast
 * says so, and the visitor goes to log in. Either way the login brings them back to this page.
 */
export function useSessionEnded(): (failure: Pick<ApiFailure, 'type'>) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (failure) => {
      const here = `${pathname}${search}`;
      if (failure.type === MORE_FACTORS_REQUIRED_TYPE) {
        void navigate(loginPathForSecondFactor(here), { replace: true });
        return;
      }
      userDataStore.clear();
      toast.error(toastMessages.sessionExpired, { toastId: 'session-expired' });
      void navigate(loginPathReturningTo(here), { replace: true });
    },
    [navigate, pathname, search],
  );
}
