import { billingMessages, toastMessages } from '@rcm/shared';
import { accountFailureMessages } from '@rcm/shared/account-texts';
import { purchaseFailure } from './purchase-failure';

const refused = (status: number, type = '', message = '') => ({ ok: false as const, status, type, message, unreachable: false });

test("a charge already under way keeps the spec's toast and says under the form what is going on", () => {
  expect(purchaseFailure(refused(409, 'subscription_purchase_in_progress', billingMessages.purchaseInProgress))).toEqual({
    toast: toastMessages.subscriptionFailed,
    detail: billingMessages.purchaseInProgress,
  });
  expect(purchaseFailure(refused(409, 'subscription_renewal_in_progress', billingMessages.renewalInProgress)).detail).toBe(
    billingMessages.renewalInProgress,
  );
});

test("any other refusal is the spec's text, never the server's words; unreachable and too many attempts say so", () => {
  const spec = { toast: toastMessages.subscriptionFailed, detail: toastMessages.subscriptionFailed };
  expect(purchaseFailure(refused(402, 'payment_declined', 'card declined (provider text)'))).toEqual(spec);
  expect(purchaseFailure(refused(500, 'general_unknown', 'Server Error'))).toEqual(spec);
  expect(purchaseFailure(refused(409, 'subscription_purchase_in_progress'))).toEqual(spec);
  expect(purchaseFailure(refused(429, 'general_rate_limit_exceeded', 'Rate limit'))).toEqual({
    toast: accountFailureMessages.tooManyAttempts,
    detail: accountFailureMessages.tooManyAttempts,
  });
  expect(purchaseFailure({ ...refused(0), unreachable: true }).toast).toBe(toastMessages.serverUnreachable);
});
