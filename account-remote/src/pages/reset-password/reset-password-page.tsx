import { recoveryMessages } from '@rcm/shared/account-texts';
import { accountLinkPurposeOf, accountLinkPurposes, newPasswordProblem, passwordMessages, paths, userDataStore } from '@rcm/shared';
import { useCurrentEffect, useFormToast, useSubmitOnce } from '@rcm/shared/hooks';
import { Link, useLocation, useNavigate } from '@rcm/shared/routing';
import { accountFailureMessage } from '../../lib/appwrite-failure';
import { useState, type FormEvent } from 'react';
import { AccountCardPage, accountCardStyles as styles, BackToLogin } from '../../components/account-card-page';
import { NewPasswordFields } from '../../components/new-password-fields';
import { checkRecoveryLink, resetPassword } from '../../features/recovery/recovery';
import { linkExpired, linkParameters } from '../../lib/email-links';

/** The server's answers that mean the link itself is no good (spent, expired, wrong). */
const LINK_REFUSED = new Set([401, 404]);
const LINK_REFUSED_TYPES = new Set(['user_invalid_token', 'user_not_found']);

/**
 * Whether the link is still good, asked on opening (ACC-10) so a spent one says so before the
 * password is typed: 'checking', 'good', or 'refused'. A link whose own `expire` has passed is
 * refused without asking, but only after hydration: the clock is the browser's, and the server's
 * HTML (rendered from the same address) must be what the browser renders first. A server that
 * cannot say (unreachable, a real Appwrite project without the route) leaves it to the reset
 * itself: 'good'.
 */
function useLinkCheck(link: { userId: string; secret: string; expire: string } | undefined): 'checking' | 'good' | 'refused' {
  const [state, setState] = useState<'checking' | 'good' | 'refused'>('checking');
  const userId = link?.userId;
  const secret = link?.secret;
  const expire = link?.expire;
  useCurrentEffect(
    (isCurrent) => {
      if (userId === undefined || secret === undefined || expire === undefined) return;
      if (linkExpired(expire)) {
        setState('refused');
        return;
      }
      void checkRecoveryLink({ userId, secret }).then((result) => {
        if (isCurrent()) setState(!result.ok && LINK_REFUSED_TYPES.has(result.type ?? '') ? 'refused' : 'good');
      });
    },
    [userId, secret, expire],
  );
  return state;
}

function AskAgain({ message }: { message: string }) {
  return (
    <AccountCardPage title="This link cannot be used" titleId="reset-title" lead={message}>
      <p className={styles.links}>
        <Link to={paths.passwordRecovery} className={`button button--primary ${styles.submit}`}>
          {recoveryMessages.askAgain}
        </Link>
      </p>
      <BackToLogin />
    </AccountCardPage>
  );
}

/**
 * Where the mailed reset link leads: a new password, typed twice. The "this wasn't me" link
 * mailed to the address an account left (`for=email-change-undo`) leads here too: the same
 * reset, which also takes the account back to that address, in its own words.
 */
export default function ResetPasswordPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const link = linkParameters(search);
  const takingBack = accountLinkPurposeOf(search) === accountLinkPurposes.emailChangeUndo;
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [refused, setRefused] = useState(false);
  const { busy, submit } = useSubmitOnce();
  const formToast = useFormToast();
  const linkState = useLinkCheck(link);

  if (!link) return <AskAgain message={recoveryMessages.linkIncomplete} />;
  if (refused || linkState === 'refused') return <AskAgain message={recoveryMessages.linkInvalid} />;
  const { userId, secret } = link;

  async function send() {
    const found = newPasswordProblem(password, confirmation);
    setProblem(found);
    if (found) {
      formToast.error(found);
      return;
    }
    const result = await resetPassword({ userId, secret, password });
    if (!result.ok) {
      if (LINK_REFUSED.has(result.status)) {
        formToast.error(recoveryMessages.linkInvalid);
        setRefused(true);
        return;
      }
      // A password the server refuses (e.g. one of the most common ones), in our words.
      formToast.error(accountFailureMessage(result));
      return;
    }
    // Every session of the account has ended, this browser's too.
    userDataStore.clear();
    formToast.success(takingBack ? recoveryMessages.undone : recoveryMessages.passwordChanged);
    navigate(paths.login, { replace: true });
    return 'leaving' as const;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(send);
  }

  const mismatch = problem === passwordMessages.mismatch ? problem : undefined;
  return (
    <AccountCardPage
      title={takingBack ? recoveryMessages.undoTitle : recoveryMessages.resetTitle}
      titleId="reset-title"
      lead={takingBack ? recoveryMessages.undoLead : recoveryMessages.resetLead}
    >
      {linkState === 'checking' ? (
        <p className={styles.status} role="status">
          {recoveryMessages.checkingLink}
        </p>
      ) : (
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={busy}>
          <NewPasswordFields
            password={password}
            onPasswordChange={setPassword}
            passwordError={problem === passwordMessages.length ? problem : undefined}
            confirmation={confirmation}
            onConfirmationChange={setConfirmation}
            confirmationError={mismatch}
          />
          <button type="submit" className={`button button--primary ${styles.submit}`} disabled={busy}>
            {busy ? 'Saving…' : 'Set new password'}
          </button>
        </form>
      )}
      <BackToLogin />
    </AccountCardPage>
  );
}
