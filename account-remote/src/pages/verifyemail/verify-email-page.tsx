import { type ApiResult, failureMessage, paths, verificationMessages } from '@rcm/shared';
import { useUserData } from '@rcm/shared/hooks';
import { Link, useLocation } from '@rcm/shared/routing';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { AccountCardPage, accountCardStyles as styles } from '../../components/account-card-page';
import { confirmEmail } from '../../features/verification/verification';
import { linkParameters } from '../../lib/email-links';

/**
 * One confirmation per link and page load: a link is single-use, so an effect run twice (React's
 * development checks, a remount) must not send it twice and report its own second use as a failure.
 */
const confirmations = new Map<string, Promise<ApiResult>>();
function confirmOnce(userId: string, secret: string): Promise<ApiResult> {
  const key = `${userId} ${secret}`;
  let pending = confirmations.get(key);
  if (!pending) {
    pending = confirmEmail({ userId, secret });
    confirmations.set(key, pending);
  }
  return pending;
}

type State = 'verifying' | 'verified' | 'refused' | 'failed';

/** Where the mailed verification link leads: confirms the address as soon as the page opens. */
export default function VerifyEmailPage() {
  const { search } = useLocation();
  const user = useUserData();
  const link = linkParameters(search);
  const userId = link?.userId;
  const secret = link?.secret;
  const [state, setState] = useState<State>('verifying');
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!userId || !secret) return;
    let current = true;
    void confirmOnce(userId, secret).then((result) => {
      if (!current) return;
      if (result.ok) {
        setState('verified');
        toast.success(verificationMessages.verifiedTitle, { toastId: 'email-verified' });
      } else if (result.status === 401 || result.status === 404) {
        setState('refused');
      } else {
        setState('failed');
        setMessage(failureMessage(result));
      }
    });
    return () => {
      current = false;
    };
  }, [userId, secret]);

  const next = (
    <p className={styles.links}>
      <Link to={user ? paths.profile : paths.login} className={`button button--primary ${styles.submit}`}>
        {user ? 'Go to your profile' : 'Log in'}
      </Link>
    </p>
  );

  if (!link) {
    return (
      <AccountCardPage title={verificationMessages.failedTitle} titleId="verify-title" lead={verificationMessages.linkIncomplete}>
        {next}
      </AccountCardPage>
    );
  }
  if (state === 'verifying') return <AccountCardPage title={verificationMessages.verifying} titleId="verify-title" />;
  if (state === 'verified') {
    return (
      <AccountCardPage title={verificationMessages.verifiedTitle} titleId="verify-title" lead={verificationMessages.verifiedLead}>
        {next}
      </AccountCardPage>
    );
  }
  return (
    <AccountCardPage title={verificationMessages.failedTitle} titleId="verify-title" lead={state === 'refused' ? verificationMessages.linkInvalid : message}>
      {next}
    </AccountCardPage>
  );
}
