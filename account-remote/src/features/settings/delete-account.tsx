import { accountSettingsMessages as text } from '@rcm/shared/account-texts';
import { paths, userDataStore, SESSION_ENDED_STATUS } from '@rcm/shared';
import { useSessionEnded, useFormToast, useSubmitOnce } from '@rcm/shared/hooks';
import { useNavigate } from '@rcm/shared/routing';
import { accountFailureMessage } from '../../lib/appwrite-failure';
import { useState } from 'react';
import { deleteAccount } from './account-settings';
import { passwordProblem } from './password-problem';
import { CurrentPasswordField, SettingsForm } from './settings-form';
import { ConfirmCheckbox } from '../../components/confirm-checkbox';

/** Closing the account: the password again and a confirmation, then home, signed out. */
export function DeleteAccount() {
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [problems, setProblems] = useState<{ password?: string; confirm?: string }>({});
  const { busy, submit } = useSubmitOnce();
  const formToast = useFormToast();
  const navigate = useNavigate();
  const sessionEnded = useSessionEnded();

  async function send() {
    const found = {
      password: password ? undefined : text.currentPasswordMissing,
      confirm: confirmed ? undefined : text.deleteConfirmMissing,
    };
    setProblems(found);
    if (found.password || found.confirm) {
      formToast.error((found.password ?? found.confirm)!);
      return;
    }
    const result = await deleteAccount(password);
    if (!result.ok) {
      const wrong = passwordProblem(result);
      if (wrong) setProblems({ password: wrong });
      else if (result.status === SESSION_ENDED_STATUS) return sessionEnded(result);
      formToast.error(wrong ?? accountFailureMessage(result));
      return;
    }
    userDataStore.clear();
    formToast.success(text.deleted);
    navigate(paths.home, { replace: true });
    return 'leaving' as const;
  }

  return (
    <SettingsForm busy={busy} onSubmit={() => void submit(send)} submitLabel={text.deleteButton} busyLabel={text.deleting} danger>
      <CurrentPasswordField value={password} onValueChange={setPassword} error={problems.password} />
      <ConfirmCheckbox label={text.deleteConfirm} checked={confirmed} onCheckedChange={setConfirmed} error={problems.confirm} />
    </SettingsForm>
  );
}
