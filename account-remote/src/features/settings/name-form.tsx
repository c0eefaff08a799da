import { accountSettingsMessages as text, NAME_MAX_LENGTH } from '@rcm/shared/account-texts';
import { failureMessage, SESSION_ENDED_STATUS, userDataStore } from '@rcm/shared';
import { useSessionEnded, useSubmitOnce } from '@rcm/shared/hooks';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { updateName } from './account-settings';
import { TextField } from '../../components/text-field';
import { SettingsForm } from './settings-form';

/** The account's name (Appwrite's updateName): trimmed, at most NAME_MAX_LENGTH characters, saved to the stored user too. */
export function NameForm({ name }: { name: string }) {
  const [value, setValue] = useState(name);
  const [problem, setProblem] = useState<string | undefined>();
  const { busy, submit } = useSubmitOnce();
  const sessionEnded = useSessionEnded();

  async function send() {
    const trimmed = value.trim();
    if ([...trimmed].length > NAME_MAX_LENGTH) {
      setProblem(text.nameTooLong);
      toast.error(text.nameTooLong);
      return;
    }
    setProblem(undefined);
    const result = await updateName(trimmed);
    if (!result.ok) {
      if (result.status === SESSION_ENDED_STATUS) return sessionEnded(result);
      toast.error(failureMessage(result));
      return;
    }
    const current = userDataStore.getSnapshot();
    if (current) userDataStore.save({ ...current, name: result.value.name });
    setValue(result.value.name);
    toast.success(text.nameSaved);
  }

  return (
    <SettingsForm busy={busy} onSubmit={() => void submit(send)} submitLabel={text.save}>
      <TextField label="Name" autoComplete="name" value={value} onValueChange={setValue} error={problem} maxLength={256} />
    </SettingsForm>
  );
}
