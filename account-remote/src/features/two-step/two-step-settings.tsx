import { TWO_STEP_SECTION_ID, twoStepMessages as text, twoStepProblem } from '@rcm/shared/account-texts';
import { type ApiFailure, type ApiResult } from '@rcm/shared';
import type { Models } from '@rcm/shared/appwrite';
import { useCurrentEffect, useFormToast, useSessionEnded, useSubmitOnce, type SubmitOutcome } from '@rcm/shared/hooks';
import { useLocation } from '@rcm/shared/routing';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AuthenticatorSetup } from './authenticator-setup';
import { ChallengeForm } from './challenge-form';
import { RecoveryCodes } from './recovery-codes';
import {
  addAuthenticator,
  createRecoveryCodes,
  listFactors,
  removeAuthenticator,
  replaceRecoveryCodes,
  setTwoStep,
  twoStepStatus,
  type TwoStepStatus,
} from './two-step-api';
import { needsRecentCode, sessionIsOver } from './two-step-problem';
import styles from './two-step.module.css';
import confirmPieces from '../../components/confirm-pieces.module.css';

type View =
  | { name: 'status' }
  | { name: 'setup'; secret: string; uri: string }
  | { name: 'codes'; codes: string[]; purpose: 'setup' | 'renew' }
  | { name: 'turn-off' }
  | { name: 'confirm-it-is-you'; factors: Models.MfaFactors; then: () => Promise<SubmitOutcome> };

/** The recovery codes' step: the first ones end the setup (turning it on), new ones go back to the status. */
const recoveryCodesTexts = {
  setup: { title: text.codesTitle, lead: text.codesLead, doneLabel: text.turnOn, busyLabel: text.turningOn },
  renew: { title: text.newCodesTitle, lead: text.newCodesLead, doneLabel: text.codesDone, busyLabel: text.codesDone },
} as const;

interface TwoStepSettingsProps {
  /** Staff are told the console needs it, and what turning it off costs them. */
  staff: boolean;
}

/**
 * The "Two-step verification" section of the account settings. Off: set up an authenticator
 * app (QR code and setup key, a code from the app, recovery codes to save, then on). On: new
 * recovery codes, or turn it off (the app is removed). A change the server lets through only
 * with a code given in the last 30 minutes (Appwrite's `user_challenge_required`) asks for one
 * in place and is then made. The section's steps (setup, codes, a code asked for) share one
 * toast, so a step's refusal gives way to the next message instead of staying beside it (WEB-2).
 */
export function TwoStepSettings({ staff }: TwoStepSettingsProps) {
  const [status, setStatus] = useState<TwoStepStatus | 'loading' | 'failed'>('loading');
  const [view, setView] = useState<View>({ name: 'status' });
  const { busy, submit } = useSubmitOnce();
  const { hash } = useLocation();
  const formToast = useFormToast();
  const sessionEnded = useSessionEnded();
  const statusLine = useRef<HTMLParagraphElement>(null);
  /** After a change, the focus goes to the status line (never on the first load). */
  const focusStatus = useRef(false);

  const apply = useCallback(
    (result: ApiResult<TwoStepStatus>) => {
      if (result.ok) setStatus(result.value);
      else if (sessionIsOver(result)) sessionEnded(result);
      else setStatus('failed');
    },
    [sessionEnded],
  );

  useCurrentEffect(
    (isCurrent) => {
      void twoStepStatus().then((result) => isCurrent() && apply(result));
    },
    [apply],
  );

  // `/profile/settings#two-step` (where the staff console sends staff) lands here once it has drawn.
  const loaded = status !== 'loading';
  useEffect(() => {
    if (loaded && hash === `#${TWO_STEP_SECTION_ID}`) document.getElementById(TWO_STEP_SECTION_ID)?.scrollIntoView();
  }, [loaded, hash]);

  useEffect(() => {
    if (view.name === 'status' && focusStatus.current && typeof status === 'object') {
      focusStatus.current = false;
      statusLine.current?.focus();
    }
  }, [view, status]);

  /** Back to the status, read afresh. */
  async function showStatus() {
    focusStatus.current = true;
    apply(await twoStepStatus());
    setView({ name: 'status' });
  }

  /** A refusal: the session is over, a code is needed first (then `retry`), or our words for it. */
  async function refused(result: ApiFailure, retry: () => Promise<SubmitOutcome>): Promise<void> {
    // Not the status alone (as the other settings forms): "a code is needed first" is a 401 too.
    if (sessionIsOver(result)) return sessionEnded(result);
    if (needsRecentCode(result)) {
      const factors = await listFactors();
      if (factors.ok) return setView({ name: 'confirm-it-is-you', factors: factors.value, then: retry });
      return refused(factors, retry);
    }
    formToast.error(twoStepProblem(result));
  }

  async function startSetup() {
    const result = await addAuthenticator();
    if (result.ok) return setView({ name: 'setup', secret: result.value.secret, uri: result.value.uri });
    // Confirmed earlier (a setup left before its last step): on to the recovery codes.
    if (result.type === 'user_authenticator_already_verified') return makeCodes('setup');
    return refused(result, startSetup);
  }

  /** Recovery codes: the first ones (or, if some are left from before, new ones in their place). */
  async function makeCodes(purpose: 'setup' | 'renew'): Promise<void> {
    let result: ApiResult<string[]> = purpose === 'setup' ? await createRecoveryCodes() : await replaceRecoveryCodes();
    if (!result.ok && purpose === 'setup' && result.type === 'user_recovery_codes_already_exists') result = await replaceRecoveryCodes();
    if (!result.ok && purpose === 'renew' && result.type === 'user_recovery_codes_not_found') result = await createRecoveryCodes();
    if (result.ok) return setView({ name: 'codes', codes: result.value, purpose });
    return refused(result, () => makeCodes(purpose));
  }

  async function turnOn() {
    const result = await setTwoStep(true);
    if (!result.ok) return refused(result, turnOn);
    formToast.success(text.turnedOn);
    await showStatus();
  }

  async function turnOff() {
    const removed = await removeAuthenticator();
    // No app to remove (it was never confirmed, or is already gone): nothing stands in the way.
    if (!removed.ok && removed.type !== 'user_authenticator_not_found') return refused(removed, turnOff);
    const result = await setTwoStep(false);
    if (!result.ok) return refused(result, turnOff);
    formToast.success(text.turnedOff);
    await showStatus();
  }

  if (status === 'loading') return <p aria-live="polite">{text.loading}</p>;
  if (status === 'failed') return <p role="alert">{text.loadFailed}</p>;

  switch (view.name) {
    case 'setup':
      return (
        <AuthenticatorSetup
          secret={view.secret}
          uri={view.uri}
          onConfirmed={() => makeCodes('setup')}
          onEnded={() => void showStatus()}
          formToast={formToast}
        />
      );
    case 'codes':
      return (
        <RecoveryCodes
          codes={view.codes}
          {...recoveryCodesTexts[view.purpose]}
          onDone={view.purpose === 'setup' ? turnOn : showStatus}
          formToast={formToast}
        />
      );
    case 'confirm-it-is-you':
      return (
        <div className={styles.step}>
          <p className={styles.stepTitle}>{text.reconfirmLead}</p>
          <ChallengeForm
            factors={view.factors}
            submitLabel={text.reconfirm}
            onConfirmed={view.then}
            onSessionOver={sessionEnded}
            formToast={formToast}
            actions={[{ label: text.cancelSetup, onClick: () => void showStatus() }]}
            leadClassName={styles.muted}
          />
        </div>
      );
    case 'turn-off':
      return (
        <div className={styles.step} role="group" aria-label={text.turnOff}>
          <p>{text.turnOffQuestion}</p>
          {staff && <p className={styles.warning}>{text.turnOffStaffWarning}</p>}
          <div className={styles.actions}>
            <button type="button" className={`button ${confirmPieces.danger}`} onClick={() => void submit(turnOff)} disabled={busy}>
              {busy ? text.turningOff : text.turnOffConfirm}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setView({ name: 'status' })} disabled={busy}>
              {text.keepOn}
            </button>
          </div>
        </div>
      );
    case 'status':
      return (
        <div className={styles.step}>
          <p ref={statusLine} tabIndex={-1} className={styles.statusLine}>
            <span className={`${styles.badge} ${status.on ? styles.badgeOn : styles.badgeOff}`} aria-hidden="true">
              {status.on ? text.badgeOn : text.badgeOff}
            </span>{' '}
            {status.on ? text.statusOn : text.statusOff}
          </p>
          {status.on ? (
            <p className={styles.muted}>{text.statusOnDetail}</p>
          ) : (
            staff && <p className={styles.warning}>{text.staffRequired}</p>
          )}
          <div className={styles.actions}>
            {status.on ? (
              <>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void submit(() => makeCodes('renew'))}
                  disabled={busy}
                >
                  {busy ? text.makingCodes : text.newCodes}
                </button>
                <button type="button" className="button button--secondary" onClick={() => setView({ name: 'turn-off' })} disabled={busy}>
                  {text.turnOff}
                </button>
              </>
            ) : (
              <button type="button" className="button button--primary" onClick={() => void submit(startSetup)} disabled={busy}>
                {busy ? text.starting : text.setUp}
              </button>
            )}
          </div>
        </div>
      );
  }
}
