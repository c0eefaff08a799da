import { useCurrentEffect } from '@rcm/shared/hooks';
import { twoStepMessages as text, twoStepProblem } from '@rcm/shared/account-texts';
import type { Models } from '@rcm/shared/appwrite';
import type { SubmitOutcome } from '@rcm/shared/hooks';
import { useState } from 'react';
import { accountCardStyles as card } from '../../components/account-card-page';
import { ChallengeForm } from './challenge-form';
import { listFactors } from './two-step-api';
import { sessionIsOver } from './two-step-problem';

interface SecondFactorStepProps {
  /** The login card's heading id (the card is labelled by it). */
  titleId: string;
  /** Runs once the code was right: the login goes on as after a password alone. */
  onVerified: () => Promise<SubmitOutcome>;
  /** "Log out": the session that owes its code ends (Appwrite allows that), back to the password. */
  onLogOut: () => void;
  onSessionOver: () => void;
}

/**
 * The login's second step, for a session that owes its second factor (Appwrite's
 * `user_more_factors_required`): the factors the account can give, then a code for one.
 */
export function SecondFactorStep({ titleId, onVerified, onLogOut, onSessionOver }: SecondFactorStepProps) {
  const [factors, setFactors] = useState<Models.MfaFactors | { failed: string } | null>(null);

  useCurrentEffect((isCurrent) => {
    void listFactors().then((result) => {
      if (!isCurrent()) return;
      if (result.ok) setFactors(result.value);
      else if (sessionIsOver(result)) onSessionOver();
      else setFactors({ failed: twoStepProblem(result) });
    });
    // Asked once, when the step opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <h1 id={titleId} className={card.title}>
        {text.loginTitle}
      </h1>
      {!factors && (
        <p className={card.lead} role="status">
          {text.loadingFactors}
        </p>
      )}
      {factors && 'failed' in factors && (
        <p className={card.lead} role="alert">
          {factors.failed}
        </p>
      )}
      {factors && !('failed' in factors) && (
        <ChallengeForm
          factors={factors}
          submitLabel={text.verify}
          onConfirmed={onVerified}
          onSessionOver={onSessionOver}
          actions={[{ label: text.logOutInstead, onClick: onLogOut }]}
          leadClassName={card.lead}
        />
      )}
      {factors && 'failed' in factors && (
        <button type="button" className={`button button--secondary ${card.submit}`} onClick={onLogOut}>
          {text.logOutInstead}
        </button>
      )}
    </>
  );
}
