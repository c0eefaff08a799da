import { verificationMessages } from '@rcm/shared/account-texts';
import { accountLinkPurposeOf, accountLinkPurposes, type ApiResult, failureMessage, paths, userDataStore } from '@rcm/shared';
import { useCurrentEffect, useUserData } from '@rcm/shared/hooks';
import { Link, useLocation } from '@rcm/shared/routing';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { AccountCardPage, accountCardStyles as styles } from '../../components/account-card-page';
import { confirmEmail, currentEmail } from '../../features/verification/verification';
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

/**
 * After an email change took effect, what this browser remembers of the account: its new
 * username if its session is this account's and still live, else nothing (the change ended it).
 */
async function rememberNewEmail(): Promise<void> {
  const stored = userDataStore.getSnapshot();
  if (!stored) return;
  const email = await currentEmail();
  if (email.ok) userDataStore.save({ ...stored, username: email.value });
  else if (email.status === 401) userDataStore.clear();
}

/**
 * Where the mailed verification link leads: confirms the address as soon as the page opens. The
 * link mailed to a new address (`for=email-change`) leads here too: confirming it makes the change.
 */
export default function VerifyEmailPage() {
  const { search } = useLocation();
  const user = useUserData();
  const link = linkParameters(search);
  const changing = accountLinkPurposeOf(search) === accountLinkPurposes.emailChange;
  const userId = link?.userId;
  const secret = link?.secret;
  const [state, setState] = useState<State>('verifying');
  const [message, setMessage] = useState('');

  useCurrentEffect(
    (isCurrent) => {
      if (!userId || !secret) return;
      void confirmOnce(userId, secret).then(async (result) => {
        if (!isCurrent()) return;
        if (result.ok) {
          if (changing) await rememberNewEmail();
          if (!isCurrent()) return;
          setState('verified');
          toast.success(changing ? verificationMessages.changedTitle : verificationMessages.verifiedTitle, { toastId: 'email-verified' });
        } else if (result.status === 401 || result.status === 404) {
          setState('refused');
        } else {
          setState('failed');
          setMessage(failureMessage(result));
        }
      });
    },
    [userId, secret, changing],
  );

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
      <AccountCardPage
        title={changing ? verificationMessages.changedTitle : verificationMessages.verifiedTitle}
        titleId="verify-title"
        lead={changing ? verificationMessages.changedLead : verificationMessages.verifiedLead}
      >
        {next}
      </AccountCardPage>
    );
  }
  return (
    <AccountCardPage
      title={verificationMessages.failedTitle}
      titleId="verify-title"
      lead={state === 'refused' ? verificationMessages.linkInvalid : message}
    >
      {next}
    </AccountCardPage>
  );
}
