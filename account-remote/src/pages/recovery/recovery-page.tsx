import { recoveryMessages } from '@rcm/shared/account-texts';
import { EMAIL_MAX_LENGTH, isSingleMailbox } from '@rcm/shared';
import { useFormToast, useHydrated, useSubmitOnce } from '@rcm/shared/hooks';
import { accountFailureMessage } from '../../lib/appwrite-failure';
import { useState, type FormEvent } from 'react';
import { AccountCardPage, accountCardStyles as styles, BackToLogin } from '../../components/account-card-page';
import { FormNeedsJavaScript } from '../../components/form-needs-javascript';
import { TextField } from '../../components/text-field';
import { requestRecovery } from '../../features/recovery/recovery';

/** "Forgot password?": asks for the account's address and has a reset link mailed to it. */
export default function RecoveryPage() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, submit } = useSubmitOnce();
  const ready = useHydrated();
  const formToast = useFormToast();

  async function send() {
    // The account's own address: the one rule registration's server applies (ACC-4), not the spec's ".com".
    if (!isSingleMailbox(email.trim())) {
      formToast.error(recoveryMessages.invalidEmail);
      return;
    }
    const result = await requestRecovery(email);
    if (!result.ok) {
      formToast.error(accountFailureMessage(result));
      return;
    }
    const message = recoveryMessages.sent(email.trim());
    setSentTo(email.trim());
    formToast.success(message);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(send);
  }

  return (
    <AccountCardPage title={recoveryMessages.requestTitle} titleId="recovery-title" lead={recoveryMessages.requestLead}>
      {sentTo && <p className={styles.status}>{recoveryMessages.sent(sentTo)}</p>}
      <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={busy}>
        <TextField
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
          maxLength={EMAIL_MAX_LENGTH}
        />
        <button type="submit" className={`button button--primary ${styles.submit}`} disabled={busy || !ready}>
          {busy ? 'Sending…' : sentTo ? 'Send the link again' : 'Send reset link'}
        </button>
      </form>
      <FormNeedsJavaScript />
      <BackToLogin />
    </AccountCardPage>
  );
}
