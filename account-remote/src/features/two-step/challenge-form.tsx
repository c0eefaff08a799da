import { codeFormatProblem, normalisedCode, twoStepMessages as text, twoStepProblem } from '@rcm/shared/account-texts';
import { type ApiFailure } from '@rcm/shared';
import type { Models } from '@rcm/shared/appwrite';
import { useSubmitOnce, type FormToast, type SubmitOutcome } from '@rcm/shared/hooks';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../components/text-field';
import { answerChallenge, codeFactors, createChallenge, type CodeFactor } from './two-step-api';
import { sessionIsOver } from './two-step-problem';
import { useCodeField } from './use-code-field';
import styles from './challenge-form.module.css';

/** A challenge is asked for again when the one held has less than this left. */
const CHALLENGE_MARGIN_MS = 60_000;

const stillOpen = (expires: number) => expires - Date.now() > CHALLENGE_MARGIN_MS;

/** The factors offered, the authenticator app first (the default), then a mailed code, then a recovery code. */
export function offeredFactors(factors: Pick<Models.MfaFactors, 'totp' | 'email' | 'recoveryCode'>): CodeFactor[] {
  return [factors.totp && codeFactors.totp, factors.email && codeFactors.email, factors.recoveryCode && codeFactors.recoveryCode].filter(
    (factor): factor is CodeFactor => factor !== false,
  );
}

const fieldOf = {
  [codeFactors.totp]: {
    label: text.totpLabel,
    lead: text.loginLeadTotp,
    switchTo: text.useAuthenticator,
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: 12,
  },
  [codeFactors.email]: {
    label: text.emailLabel,
    lead: text.loginLeadEmail,
    switchTo: text.useEmail,
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: 12,
  },
  [codeFactors.recoveryCode]: {
    label: text.recoveryLabel,
    lead: text.loginLeadRecovery,
    switchTo: text.useRecoveryCode,
    inputMode: 'text',
    autoComplete: 'off',
    maxLength: 32,
  },
} as const;

interface ChallengeFormProps {
  /** What the account can give (Appwrite's `listMFAFactors`): at least one of them. */
  factors: Pick<Models.MfaFactors, 'totp' | 'email' | 'recoveryCode'>;
  submitLabel: string;
  /** Runs once the code was right; may leave the page (`'leaving'` keeps the form busy). */
  onConfirmed: () => Promise<SubmitOutcome> | SubmitOutcome;
  /**
   * The session is over. Not `useSessionEnded` here, as the settings use it: on the login page
   * the visitor is already at the login, and the card goes back to its password step in place.
   */
  onSessionOver: (failure: ApiFailure) => void;
  /** The toast of the section the form is a step of (the two-step settings); else the form's own. */
  formToast?: FormToast;
  /** More actions under the form (cancel, log out). */
  actions?: readonly { label: string; onClick: () => void }[];
  leadClassName?: string;
}

/**
 * Asks for a code and answers an Appwrite MFA challenge with it: the authenticator app by
 * default, "Use a recovery code instead", and a mailed code when the address is verified (the
 * mail is sent only when asked for). A challenge is kept for the next try while it lasts, so a
 * mistyped code costs no new challenge. Problems are toasts and are shown at the field, which
 * keeps what was typed and takes the focus.
 */
export function ChallengeForm({
  factors,
  submitLabel,
  onConfirmed,
  onSessionOver,
  formToast,
  actions = [],
  leadClassName,
}: ChallengeFormProps) {
  const offered = offeredFactors(factors);
  const [factor, setFactor] = useState<CodeFactor | undefined>(offered[0]);
  const { code, setCode, feedback, input, error, field: codeField } = useCodeField(formToast);
  const challenge = useRef<{ factor: CodeFactor; id: string; expires: number } | null>(null);
  const { busy, submit } = useSubmitOnce();
  const { busy: mailing, submit: submitMail } = useSubmitOnce();

  // The field takes the focus when the form opens, when another factor is chosen, and when a code
  // is refused: then once it shows why, so it is read with its message.
  useEffect(() => {
    input.current?.focus();
  }, [factor, error, input]);

  if (!factor) return <p role="alert">{text.noFactor}</p>;
  const field = fieldOf[factor];

  function report(failure: ApiFailure, about: CodeFactor) {
    // Not the status alone (as the other forms): a wrong code is a 401 too.
    if (sessionIsOver(failure)) return onSessionOver(failure);
    feedback.refuse({ field: 'code', message: twoStepProblem(failure, about) });
  }

  /** The challenge to answer: the one held for this factor while it lasts, else a new one. */
  async function challengeFor(about: CodeFactor, fresh = false): Promise<string | null> {
    const held = challenge.current;
    if (!fresh && held?.factor === about && stillOpen(held.expires)) return held.id;
    const created = await createChallenge(about);
    if (!created.ok) {
      report(created, about);
      return null;
    }
    challenge.current = { factor: about, id: created.value.$id, expires: Date.parse(created.value.expire) };
    return created.value.$id;
  }

  async function mailCode() {
    feedback.clear();
    if (await challengeFor(codeFactors.email, true)) feedback.succeed(text.emailSent);
  }

  /** A mailed code answers the challenge whose mail brought it, never one made now (that would mail another code). */
  function mailedChallenge(): string | null {
    const held = challenge.current;
    if (held?.factor === codeFactors.email) return held.id;
    feedback.refuse({ field: 'code', message: text.emailCodeWrong });
    return null;
  }

  async function send(about: CodeFactor) {
    const otp = normalisedCode(code, about);
    const formatProblem = codeFormatProblem(otp, about);
    if (formatProblem) return feedback.refuse({ field: 'code', message: formatProblem });
    feedback.clear();
    const id = about === codeFactors.email ? mailedChallenge() : await challengeFor(about);
    if (!id) return;
    const answered = await answerChallenge(id, otp);
    if (!answered.ok) {
      report(answered, about);
      return;
    }
    challenge.current = null;
    return onConfirmed();
  }

  function choose(next: CodeFactor) {
    setFactor(next);
    setCode('');
    feedback.clear();
    if (next === codeFactors.email) void submitMail(mailCode);
  }

  return (
    <>
      <p className={leadClassName} aria-live="polite">
        {field.lead}
      </p>
      <form
        className={styles.form}
        noValidate
        aria-busy={busy}
        onSubmit={(event: FormEvent) => (event.preventDefault(), void submit(() => send(factor)))}
      >
        <TextField
          key={factor}
          label={field.label}
          inputMode={field.inputMode}
          autoComplete={field.autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={field.maxLength}
          {...codeField}
        />
        <button type="submit" className={`button button--primary ${styles.submit}`} disabled={busy}>
          {busy ? text.verifying : submitLabel}
        </button>
      </form>
      <ul className={styles.alternatives}>
        {factor === codeFactors.email && (
          <li>
            <button type="button" className={styles.linkButton} onClick={() => void submitMail(mailCode)} disabled={mailing}>
              {mailing ? text.sendingEmail : text.resendEmail}
            </button>
          </li>
        )}
        {offered
          .filter((other) => other !== factor)
          .map((other) => (
            <li key={other}>
              <button type="button" className={styles.linkButton} onClick={() => choose(other)} disabled={mailing}>
                {fieldOf[other].switchTo}
              </button>
            </li>
          ))}
        {actions.map((action) => (
          <li key={action.label}>
            <button type="button" className={styles.linkButton} onClick={action.onClick} disabled={busy}>
              {action.label}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
