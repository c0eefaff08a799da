import { accountSettingsMessages as text } from '@rcm/shared/account-texts';
import { isSingleMailbox, SESSION_ENDED_STATUS } from '@rcm/shared';
import { useSessionEnded, useFormToast, useSubmitOnce } from '@rcm/shared/hooks';
import { accountFailureMessage } from '../../lib/appwrite-failure';
import { useState } from 'react';
import { updateEmail } from './account-settings';
import { TextField } from '../../components/text-field';
import { passwordProblem } from './password-problem';
import { CurrentPasswordField, SettingsForm } from './settings-form';
import styles from './settings-forms.module.css';

/** A new email address (with the password): nothing changes until the link mailed to it is opened; the page says where it was sent. */
export function EmailForm({ email }: { email: string }) {
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ email?: string; password?: string }>({});
  const [pending, setPending] = useState<string | undefined>();
  const { busy, submit } = useSubmitOnce();
  const formToast = useFormToast();
  const sessionEnded = useSessionEnded();

  async function send() {
    const next = value.trim().toLowerCase();
    const found = {
      // The account's own address: one mailbox, as the server takes it (not the spec's ".com" rule of the contact form).
      email: !isSingleMailbox(next) ? text.emailInvalid : next === email.toLowerCase() ? text.emailSame : undefined,
      password: password ? undefined : text.currentPasswordMissing,
    };
    setProblems(found);
    if (found.email || found.password) {
      formToast.error((found.email ?? found.password)!);
      return;
    }
    const result = await updateEmail(next, password);
    if (!result.ok) {
      const wrongPassword = passwordProblem(result);
      if (wrongPassword) setProblems({ password: wrongPassword });
      else if (result.status === 409) setProblems({ email: text.emailTaken });
      else if (result.status === 400) setProblems({ email: text.emailInvalid });
      else if (result.status === SESSION_ENDED_STATUS) return sessionEnded(result);
      formToast.error(
        wrongPassword ??
          (result.status === 409 ? text.emailTaken : result.status === 400 ? text.emailInvalid : accountFailureMessage(result)),
      );
      return;
    }
    // Nothing has changed yet: the account keeps its address until the link mailed to the new one is opened.
    setValue('');
    setPassword('');
    setPending(next);
    formToast.success(text.emailChangeRequested(next, result.value.email));
  }

  return (
    <SettingsForm busy={busy} onSubmit={() => void submit(send)} submitLabel="Change email address">
      <p className={styles.note}>
        Now: <strong>{email}</strong>
      </p>
      {pending && (
        <p className={styles.note} role="status">
          {text.emailChangePending(pending)}
        </p>
      )}
      <TextField
        label="New email address"
        type="email"
        autoComplete="email"
        value={value}
        onValueChange={setValue}
        error={problems.email}
        maxLength={320}
      />
      <CurrentPasswordField value={password} onValueChange={setPassword} error={problems.password} />
    </SettingsForm>
  );
}
