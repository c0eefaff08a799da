import { accountSettingsMessages as text, failureMessage, paths, userDataStore, SESSION_ENDED_STATUS } from '@rcm/shared';
import { useSessionEnded, useSubmitOnce } from '@rcm/shared/hooks';
import { useNavigate } from '@rcm/shared/routing';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { deleteAccount } from './account-settings';
import { passwordProblem } from './password-problem';
import { CurrentPasswordField, SettingsForm } from './settings-form';
import confirmPieces from '../../components/confirm-pieces.module.css';

/** Closing the account: the password again and a confirmation, then home, signed out. */
export function DeleteAccount() {
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [problems, setProblems] = useState<{ password?: string; confirm?: string }>({});
  const { busy, submit } = useSubmitOnce();
  const navigate = useNavigate();
  const sessionEnded = useSessionEnded();
  const confirmId = useId();

  async function send() {
    const found = {
      password: password ? undefined : text.currentPasswordMissing,
      confirm: confirmed ? undefined : text.deleteConfirmMissing,
    };
    setProblems(found);
    if (found.password || found.confirm) {
      toast.error((found.password ?? found.confirm)!);
      return;
    }
    const result = await deleteAccount(password);
    if (!result.ok) {
      const wrong = passwordProblem(result);
      if (wrong) setProblems({ password: wrong });
      else if (result.status === SESSION_ENDED_STATUS) return sessionEnded(result);
      toast.error(wrong ?? failureMessage(result));
      return;
    }
    userDataStore.clear();
    toast.success(text.deleted);
    navigate(paths.home, { replace: true });
    return 'leaving' as const;
  }

  return (
    <SettingsForm busy={busy} onSubmit={() => void submit(send)} submitLabel={text.deleteButton} busyLabel={text.deleting} danger>
      <CurrentPasswordField value={password} onValueChange={setPassword} error={problems.password} />
      <div>
        <div className={confirmPieces.confirm}>
          <input
            id={confirmId}
            type="checkbox"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
            aria-invalid={problems.confirm ? true : undefined}
            aria-describedby={problems.confirm ? `${confirmId}-error` : undefined}
          />
          <label htmlFor={confirmId}>{text.deleteConfirm}</label>
        </div>
        {problems.confirm && (
          <span id={`${confirmId}-error`} className={confirmPieces.error}>
            {problems.confirm}
          </span>
        )}
      </div>
    </SettingsForm>
  );
}
