import { failureMessage, RELEASE_REASON_MAX_LENGTH } from '@rcm/shared';
import { useFormFeedback, useSubmitOnce } from '@rcm/shared/hooks';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ConsoleDialog } from '../../components/console-dialog';
import dialogStyles from '../../components/staff-dialog.module.css';
import { DialogButtons } from '../../components/dialog-buttons';
import { Field, hintId } from '../../components/field';
import { needsStepUp, useStepUp } from '../../components/use-step-up';
import { staffApi } from '../../lib/staff-api';
import {
  actionWords,
  CANARY_SHARE_NOTE,
  releaseChangeBody,
  releaseStepUpWords,
  type ReleaseChangeField,
  type ReleaseChangeRequest,
} from './release-change';
import styles from './release-change-dialog.module.css';

interface ReleaseChangeDialogProps {
  request: ReleaseChangeRequest;
  /** The server made the change: the page reads its data again. */
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Confirms one release change and asks why (the audit log and the history keep the reason):
 * a modal dialog with the reason, and the share for a canary. A broken rule is said beside its
 * field, a refusal as the server words it, in the dialog (the page behind a modal dialog is out
 * of reach) and in the form's one toast; what was typed stays for another try. A change wants
 * a code given in the last 5 minutes: when the API asks for one, the code dialog opens over
 * this one, and a right code sends the change again.
 */
export function ReleaseChangeDialog({ request, onDone, onCancel }: ReleaseChangeDialogProps) {
  const form = useRef<HTMLFormElement>(null);
  const [reason, setReason] = useState('');
  const [percent, setPercent] = useState('10');
  const [refusal, setRefusal] = useState<string | undefined>();
  const feedback = useFormFeedback<ReleaseChangeField>();
  const { busy, submit } = useSubmitOnce();
  const { askCode, stepUpDialog } = useStepUp(releaseStepUpWords);
  const id = useId();
  const words = actionWords[request.action];

  useEffect(() => form.current?.querySelector<HTMLElement>('input, textarea')?.focus(), []);

  async function send() {
    const checked = releaseChangeBody(request, reason, percent);
    if (checked.problem) {
      feedback.refuse(checked.problem);
      form.current?.querySelector<HTMLElement>(`[name="${checked.problem.field}"]`)?.focus();
      return;
    }
    const result = await staffApi.changeRelease(request.remote, request.action, checked.body);
    if (!result.ok && needsStepUp(result)) return askCode(() => void submit(send));
    if (!result.ok) {
      const message = failureMessage(result);
      setRefusal(message);
      feedback.fail(message);
      return;
    }
    feedback.succeed(words.done(result.value));
    onDone();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(send);
  }

  const reasonHint = `Why, in up to ${RELEASE_REASON_MAX_LENGTH} characters: kept in the history and the audit log.`;
  const percentHint = 'From 1 to 99.';
  const reasonError = feedback.fieldError('reason', hintId(`${id}-reason`, reasonHint));
  const percentError = feedback.fieldError('percent', hintId(`${id}-percent`, percentHint));
  const clear = () => {
    feedback.clear();
    setRefusal(undefined);
  };
  /** What typing in a field does: keeps the value and takes the last message away. */
  const typed = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    clear();
  };

  return (
    <>
      <ConsoleDialog title={words.title(request)} busy={busy} onSubmit={handleSubmit} onCancel={onCancel} formRef={form}>
        {request.action === 'canary' && (
          <>
            <p className={dialogStyles.lead}>{CANARY_SHARE_NOTE}</p>
            <Field id={`${id}-percent`} label="Share of visitors (%)" hint={percentHint} error={percentError}>
              <input
                id={`${id}-percent`}
                name="percent"
                className="field__input"
                type="number"
                inputMode="numeric"
                min={1}
                max={99}
                step={1}
                value={percent}
                onChange={typed(setPercent)}
                {...percentError.control}
              />
            </Field>
          </>
        )}
        <Field id={`${id}-reason`} label="Reason" hint={reasonHint} error={reasonError}>
          <textarea
            id={`${id}-reason`}
            name="reason"
            className="field__input"
            rows={3}
            value={reason}
            onChange={typed(setReason)}
            {...reasonError.control}
          />
        </Field>
        {refusal && (
          <p role="alert" className={styles.refusal}>
            {refusal}
          </p>
        )}
        <DialogButtons busy={busy} submit={words.submit} busyLabel={words.busy} cancel="Cancel" onCancel={onCancel} />
      </ConsoleDialog>
      {stepUpDialog}
    </>
  );
}
