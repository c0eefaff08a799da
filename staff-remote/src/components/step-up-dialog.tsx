import { codeFormatProblem, normalisedCode, twoStepMessages as text, twoStepProblem } from '@rcm/shared/account-texts';
import { STAFF_STEP_UP_MESSAGE } from '@rcm/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { answerChallenge, createAuthenticatorChallenge } from '../lib/second-factor';
import { DialogButtons } from './dialog-buttons';
import { ConsoleDialog } from './console-dialog';
import styles from './step-up-dialog.module.css';

/** A challenge is asked for again when the one held has less than this left. */
const CHALLENGE_MARGIN_MS = 60_000;

const stillOpen = (expires: number) => expires - Date.now() > CHALLENGE_MARGIN_MS;

/** What the dialog is titled and its button says: what the code confirms (an export, a release change). */
export interface StepUpWords {
  title: string;
  submit: string;
}

interface StepUpDialogProps {
  words: StepUpWords;
  /** The code was right: what was refused is tried again. */
  onConfirmed: () => void;
  onCancel: () => void;
}

/**
 * An export or a release change asks for a fresh second factor (the API's 403
 * `user_mfa_step_up_required`): a small modal dialog takes a code from the authenticator app
 * and answers an Appwrite TOTP challenge with it. A mistyped code keeps the challenge for the
 * next try. `useStepUp` opens it.
 */
export function StepUpDialog({ words, onConfirmed, onCancel }: StepUpDialogProps) {
  const input = useRef<HTMLInputElement>(null);
  const challenge = useRef<{ id: string; expires: number } | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => input.current?.focus(), []);

  useEffect(() => {
    if (problem) input.current?.focus();
  }, [problem]);

  async function confirm() {
    const otp = normalisedCode(code, 'totp');
    const formatProblem = codeFormatProblem(otp, 'totp');
    if (formatProblem) return setProblem(formatProblem);
    setProblem(undefined);
    const held = challenge.current;
    let challengeId = held && stillOpen(held.expires) ? held.id : undefined;
    if (!challengeId) {
      const created = await createAuthenticatorChallenge();
      if (!created.ok) return setProblem(twoStepProblem(created, 'totp'));
      challenge.current = created.value;
      challengeId = created.value.id;
    }
    const answered = await answerChallenge(challengeId, otp);
    if (!answered.ok) return setProblem(twoStepProblem(answered, 'totp'));
    onConfirmed();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    void confirm().finally(() => setBusy(false));
  }

  return (
    <ConsoleDialog title={words.title} lead={STAFF_STEP_UP_MESSAGE} busy={busy} onSubmit={handleSubmit} onCancel={onCancel}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-code`}>
          {text.totpLabel}
        </label>
        <input
          ref={input}
          id={`${id}-code`}
          className={`field__input ${problem ? styles.invalid : ''}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={12}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setProblem(undefined);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        {problem && (
          <span id={`${id}-error`} className={styles.error} role="alert">
            {problem}
          </span>
        )}
      </div>
      <DialogButtons busy={busy} submit={words.submit} busyLabel={text.verifying} cancel={text.stepUpCancel} onCancel={onCancel} />
    </ConsoleDialog>
  );
}
