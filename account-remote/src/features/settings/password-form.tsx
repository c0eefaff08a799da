import { accountSettingsMessages as text } from '@rcm/shared/account-texts';
import { newPasswordProblem, passwordMessages, SESSION_ENDED_STATUS } from '@rcm/shared';
import { useSessionEnded, useFormToast, useSubmitOnce } from '@rcm/shared/hooks';
import { accountFailureMessage } from '../../lib/appwrite-failure';
import { useState } from 'react';
import { updatePassword } from './account-settings';
import { NewPasswordFields } from '../../components/new-password-fields';
import { passwordProblem } from './password-problem';
import { CurrentPasswordField, SettingsForm } from './settings-form';

/** A new password, with the current one (the spec's password rules, the confirmation matching). */
export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<{ current?: string; password?: string; confirmation?: string }>({});
  const { busy, submit } = useSubmitOnce();
  const formToast = useFormToast();
  const sessionEnded = useSessionEnded();

  async function send() {
    const newProblem = newPasswordProblem(password, confirmation);
    const found = {
      current: current ? undefined : text.currentPasswordMissing,
      password: newProblem === passwordMessages.length ? newProblem : undefined,
      confirmation: newProblem === passwordMessages.mismatch ? newProblem : undefined,
    };
    setProblems(found);
    if (found.current || newProblem) {
      formToast.error((found.current ?? newProblem)!);
      return;
    }
    const result = await updatePassword(password, current);
    if (!result.ok) {
      const wrongPassword = passwordProblem(result);
      if (wrongPassword) setProblems({ current: wrongPassword });
      else if (result.status === 400) setProblems({ password: accountFailureMessage(result) });
      else if (result.status === SESSION_ENDED_STATUS) return sessionEnded(result);
      formToast.error(wrongPassword ?? accountFailureMessage(result));
      return;
    }
    setCurrent('');
    setPassword('');
    setConfirmation('');
    formToast.success(text.passwordChanged);
  }

  return (
    <SettingsForm busy={busy} onSubmit={() => void submit(send)} submitLabel="Change password">
      <CurrentPasswordField value={current} onValueChange={setCurrent} error={problems.current} />
      <NewPasswordFields
        password={password}
        onPasswordChange={setPassword}
        passwordError={problems.password}
        confirmation={confirmation}
        onConfirmationChange={setConfirmation}
        confirmationError={problems.confirmation}
      />
    </SettingsForm>
  );
}
