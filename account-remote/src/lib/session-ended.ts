import { loginPathForSecondFactor, MORE_FACTORS_REQUIRED_TYPE, paths, toastMessages, userDataStore, type ApiFailure } from '@rcm/shared';
import { useLocation, useNavigate } from '@rcm/shared/routing';
import { useCallback } from 'react';
import { toast } from 'react-toastify';

/**
 * What a page does with a 401 from the server. A session that owes its second factor (two-step
 * verification turned on from another device) goes to the login's code step and comes back to
 * this page; any other has ended (logged out elsewhere, timed out), so the stored user is
 * cleared and the visitor is sent to log in again.
 */
export function useSessionEnded(): (failure: Pick<ApiFailure, 'type'>) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (failure) => {
      if (failure.type === MORE_FACTORS_REQUIRED_TYPE) {
        navigate(loginPathForSecondFactor(pathname), { replace: true });
        return;
      }
      userDataStore.clear();
      toast.error(toastMessages.sessionExpired, { toastId: 'session-expired' });
      navigate(paths.login);
    },
    [navigate, pathname],
  );
}
