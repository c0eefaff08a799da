import { codeFormatProblem, normalisedCode, twoStepMessages as text, twoStepProblem } from '@rcm/shared/account-texts';
import { useSessionEnded, useSubmitOnce, type FormToast } from '@rcm/shared/hooks';
import { TOO_MANY_ATTEMPTS_STATUS } from '@rcm/shared';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { TextField } from '../../components/text-field';
import { QrCode } from './qr-code';
import { useCodeField } from './use-code-field';
import { confirmAuthenticator, codeFactors } from './two-step-api';
import { isWrongCode, sessionIsOver } from './two-step-problem';
import styles from './two-step.module.css';

/** The setup key in groups of four, as apps show and take it (they ignore the spaces). */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

interface AuthenticatorSetupProps {
  secret: string;
  uri: string;
  /** The app is confirmed: on to the recovery codes. */
  onConfirmed: () => Promise<void>;
  /** The setup is over without an app (cancelled, or no longer open on the server). */
  onEnded: () => void;
  /** The two-step section's one toast (its steps take turns in it). */
  formToast: FormToast;
}

/** Steps 1 and 2 of the setup: the QR code (and its setup key) for the app, then a code the app shows. */
export function AuthenticatorSetup({ secret, uri, onConfirmed, onEnded, formToast }: AuthenticatorSetupProps) {
  const { code, feedback, input, error, field } = useCodeField(formToast);
  const { busy, submit } = useSubmitOnce();
  const sessionEnded = useSessionEnded();
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => heading.current?.focus(), []);
  // A refused code takes the focus once the field shows why, so it is read with its message.
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error, input]);

  async function send() {
    const otp = normalisedCode(code, codeFactors.totp);
    const formatProblem = codeFormatProblem(otp, codeFactors.totp);
    if (formatProblem) return feedback.refuse({ field: 'code', message: formatProblem });
    feedback.clear();
    const result = await confirmAuthenticator(otp);
    if (result.ok || result.type === 'user_authenticator_already_verified') return onConfirmed();
    // Not the status alone (as the other settings forms): a wrong code is a 401 too.
    if (sessionIsOver(result)) return sessionEnded(result);
    const message = twoStepProblem(result, codeFactors.totp);
    if (isWrongCode(result) || result.status === TOO_MANY_ATTEMPTS_STATUS) return feedback.refuse({ field: 'code', message });
    feedback.fail(message);
    if (result.type === 'user_authenticator_not_found') onEnded();
  }

  return (
    <div className={styles.step}>
      <h3 ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {text.scanTitle}
      </h3>
      <p className={styles.muted}>{text.scanLead}</p>
      <div className={styles.scan}>
        <QrCode text={uri} />
        <div className={styles.manual}>
          <p className={styles.muted}>{text.manualEntry}</p>
          {/* A text area, so a phone shows the whole key (wrapped) where an input would cut it off. */}
          <div className="field">
            <label className="field__label" htmlFor={`${id}-key`}>
              {text.secretLabel}
            </label>
            <textarea
              id={`${id}-key`}
              className={`field__input ${styles.secret}`}
              readOnly
              rows={2}
              value={grouped(secret)}
              spellCheck={false}
            />
          </div>
        </div>
      </div>
      <h3 className={styles.stepTitle}>{text.confirmTitle}</h3>
      <form
        className={styles.form}
        noValidate
        aria-busy={busy}
        onSubmit={(event: FormEvent) => (event.preventDefault(), void submit(send))}
      >
        <TextField label={text.totpLabel} inputMode="numeric" autoComplete="one-time-code" maxLength={12} {...field} />
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? text.confirming : text.confirm}
          </button>
          <button type="button" className="button button--secondary" onClick={onEnded} disabled={busy}>
            {text.cancelSetup}
          </button>
        </div>
      </form>
    </div>
  );
}
