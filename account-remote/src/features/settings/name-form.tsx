import { accountFailureMessages, accountSettingsMessages as text, NAME_MAX_LENGTH } from '@rcm/shared/account-texts';
import { SESSION_ENDED_STATUS, userDataStore } from '@rcm/shared';
import { useSessionEnded, useFormToast, useSubmitOnce } from '@rcm/shared/hooks';
import { accountFailureMessage } from '../../lib/appwrite-failure';
import { useState } from 'react';
import { updateName } from './account-settings';
import { TextField } from '../../components/text-field';
import { SettingsForm } from './settings-form';

/** The account's name (Appwrite's updateName): trimmed, not blank, at most NAME_MAX_LENGTH characters, saved to the stored user too. */
export function NameForm({ name }: { name: string }) {
  const [value, setValue] = useState(name);
  const [problem, setProblem] = useState<string | undefined>();
  const { busy, submit } = useSubmitOnce();
  const formToast = useFormToast();
  const sessionEnded = useSessionEnded();

  async function send() {
    const trimmed = value.trim();
    const found = !trimmed ? accountFailureMessages.nameBlank : [...trimmed].length > NAME_MAX_LENGTH ? text.nameTooLong : undefined;
    if (found) {
      setProblem(found);
      formToast.error(found);
      return;
    }
    setProblem(undefined);
    const result = await updateName(trimmed);
    if (!result.ok) {
      if (result.status === SESSION_ENDED_STATUS) return sessionEnded(result);
      formToast.error(accountFailureMessage(result));
      return;
    }
    const current = userDataStore.getSnapshot();
    if (current) userDataStore.save({ ...current, name: result.value.name });
    setValue(result.value.name);
    formToast.success(text.nameSaved);
  }

  return (
    <SettingsForm busy={busy} onSubmit={() => void submit(send)} submitLabel={text.save}>
      <TextField label="Name" autoComplete="name" value={value} onValueChange={setValue} error={problem} maxLength={256} />
    </SettingsForm>
  );
}
