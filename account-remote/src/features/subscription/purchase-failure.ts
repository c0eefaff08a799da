import { toastMessages, TOO_MANY_ATTEMPTS_STATUS, type ApiFailure } from '@rcm/shared';
import { accountFailureMessages } from '@rcm/shared/account-texts';

/** Refusals that say another charge of theirs is under way (a second tab, the monthly renewal): the server's sentence says what to do. */
const CHARGE_UNDER_WAY = new Set(['subscription_purchase_in_progress', 'subscription_renewal_in_progress']);

/**
 * What the card modal says when "Pay Now" fails: the toast (the spec's "Subscribtion Failed"
 * unless the server could not be reached or was asked too often), and the line under the form,
 * which for a charge already under way is the server's own explanation.
 */
export function purchaseFailure(result: ApiFailure): { toast: string; detail: string } {
  if (result.unreachable) return { toast: toastMessages.serverUnreachable, detail: toastMessages.serverUnreachable };
  if (result.status === TOO_MANY_ATTEMPTS_STATUS)
    return { toast: accountFailureMessages.tooManyAttempts, detail: accountFailureMessages.tooManyAttempts };
  const underWay = CHARGE_UNDER_WAY.has(result.type ?? '') && result.message !== '';
  return { toast: toastMessages.subscriptionFailed, detail: underWay ? result.message : toastMessages.subscriptionFailed };
}
