import { accountSettingsMessages } from '@rcm/shared/account-texts';
import {
  billingDetailsMessages as text,
  checkBillingDetails,
  failureMessage,
  SESSION_ENDED_STATUS,
  type BillingDetails,
} from '@rcm/shared';
import { useCurrentEffect, useFormFeedback, useSessionEnded, useSubmitOnce } from '@rcm/shared/hooks';
import { useState } from 'react';
import { TextField } from '../../components/text-field';
import { billingDetails, saveBillingDetails } from './account-settings';
import { SettingsForm } from './settings-form';

const empty: BillingDetails = { practice_name: '', billing_address: '' };

/** Each field: what it holds, its label, what the browser may fill it with. */
const fields = [
  ['practice_name', text.practiceName, 'organization'],
  ['billing_address', text.billingAddress, 'street-address'],
] as const;

/** The practice's name and billing address (optional): the invoices issued after carry them. */
export function BillingDetailsForm() {
  const [values, setValues] = useState<BillingDetails>(empty);
  const [loadFailed, setLoadFailed] = useState(false);
  const { busy, submit } = useSubmitOnce();
  // One toast for the form at a time, and the field to blame marked beside it (WEB-2).
  const feedback = useFormFeedback<keyof BillingDetails>();
  const sessionEnded = useSessionEnded();

  useCurrentEffect(
    (isCurrent) => {
      void billingDetails().then((result) => {
        if (!isCurrent()) return;
        if (result.ok) setValues(result.value);
        else if (result.status === SESSION_ENDED_STATUS) sessionEnded(result);
        else setLoadFailed(true);
      });
    },
    [sessionEnded],
  );

  async function send() {
    const checked = checkBillingDetails(values);
    if (checked.problem) return feedback.refuse(checked.problem);
    feedback.clear();
    const result = await saveBillingDetails(checked.value);
    if (!result.ok) {
      if (result.status === SESSION_ENDED_STATUS) return sessionEnded(result);
      return feedback.fail(failureMessage(result));
    }
    setValues(result.value);
    setLoadFailed(false);
    feedback.succeed(text.saved);
  }

  const change = (field: keyof BillingDetails) => (value: string) => setValues((before) => ({ ...before, [field]: value }));
  return (
    <SettingsForm busy={busy} onSubmit={() => void submit(send)} submitLabel={accountSettingsMessages.save}>
      {loadFailed && <p role="alert">{text.loadFailed}</p>}
      {fields.map(([field, label, autoComplete]) => (
        <TextField
          key={field}
          label={label}
          autoComplete={autoComplete}
          value={values[field]}
          onValueChange={change(field)}
          error={feedback.fieldError(field).error}
          maxLength={1000}
        />
      ))}
    </SettingsForm>
  );
}
