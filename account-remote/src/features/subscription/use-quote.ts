import { billingMessages, failureMessage, SESSION_ENDED_STATUS, type PackageId, type SubscriptionQuote } from '@rcm/shared';
import { useCurrentEffect, useSessionEnded } from '@rcm/shared/hooks';
import { useState } from 'react';
import { subscriptionQuote } from './manage-subscription';

export type QuoteState = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; quote: SubscriptionQuote };

/**
 * What choosing `packageId` would charge today, as the server works it out: asked once when the
 * modal opens, and again on `retry`. A session that has ended sends the visitor to log in.
 */
export function useQuote(packageId: PackageId): { quote: QuoteState; retry: () => void } {
  const sessionEnded = useSessionEnded();
  const [attempt, setAttempt] = useState(0);
  const [quote, setQuote] = useState<QuoteState>({ state: 'loading' });
  useCurrentEffect(
    (isCurrent) => {
      void subscriptionQuote(packageId).then((result) => {
        if (!isCurrent()) return;
        if (result.ok) setQuote({ state: 'loaded', quote: result.value });
        else if (result.status === SESSION_ENDED_STATUS) sessionEnded(result);
        else setQuote({ state: 'failed', message: failureMessage(result, billingMessages.quoteFailed) });
      });
    },
    [packageId, attempt, sessionEnded],
  );
  const retry = () => {
    setQuote({ state: 'loading' });
    setAttempt((count) => count + 1);
  };
  return { quote, retry };
}
