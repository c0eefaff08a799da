import type { TrustedAppwrite } from '../auth/trusted-appwrite';
import {
  findPackage,
  formatSubscriptionDate,
  subscribedToPackageMessage,
  subscriptionManagementMessages,
  subscriptionMessages,
  checkSubscriptionRequest,
  fieldOf,
} from '@rcm/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { integer, objectOf, text } from '../http/json-schema';
import type { RateLimit } from '../config';
import { requireCustomer, type Customer } from '../auth/customer-identity';
import { checkPasswordOf } from '../auth/password-check';
import { cancelCurrentSubscription, subscriptionHistoryOf } from '../customers/subscription-records';
import { appwriteDate } from '../db/timestamp';
import { ApiError, apiErrors } from '../errors/api-error';
import { cancellationMail, receiptMail } from '../mail/receipt-mail';
import type { PaymentProvider } from '../payments/payment-provider';
import { perAddress } from '../plugins/rate-limits';

function isOwnUsername(body: unknown, customer: Customer): boolean {
  const username = fieldOf(body, 'username');
  return typeof username === 'string' && username.trim().toLowerCase() === customer.email.toLowerCase();
}

/**
 * The password, when the page sends it again to confirm a payment on a session that is not
 * fresh. The body is an object by then (it named the customer); an empty password is no password.
 */
function passwordIn(body: unknown): string | undefined {
  const password = fieldOf(body, 'password');
  return typeof password === 'string' && password.length <= 1024 ? password : undefined;
}

/**
 * Changing what a customer pays needs a recent login: on a session older than the policy's
 * few minutes the page must send the password again (under the per-session re-entry limit).
 * In production mode Appwrite keeps the sessions and its own session policy applies.
 */
async function requireRecentLogin(request: FastifyRequest, customer: Customer): Promise<void> {
  const { session } = customer;
  const { accounts } = request.server;
  if (!session || accounts.isRecentlyAuthenticated(session)) return;
  const password = passwordIn(request.body);
  if (!password) throw apiErrors.reauthenticationRequired();
  const check = await checkPasswordOf(request, customer.email.toLowerCase(), password, session);
  if (check.outcome === 'throttled') throw apiErrors.rateLimited();
  if (check.outcome === 'invalid' || check.user.id !== customer.userId) throw apiErrors.passwordIncorrect();
  await accounts.markRecentlyAuthenticated(session.id);
}

const subscriptionReply = objectOf({ message: text, subscribtion: text });

const cancellationReply = objectOf({ message: text, subscribtion: text, paid_until: text });

const historyEntry = objectOf({ action: text, date: text, package: text, monthly_price_usd: integer, card_last4: text, paid_until: text });
const historyReply = objectOf({ entries: { type: 'array', items: historyEntry } });

interface Options {
  limit: RateLimit | undefined;
  trustedAppwrite: TrustedAppwrite | undefined;
  payments: PaymentProvider;
}

/**
 * `PUT /subscribtion` (spelled as the pages call it): the signed-in customer buys a package for
 * themselves. The payment provider charges; the server records the package and the card's
 * last four digits, and that record is what the profile shows; the customer is mailed a receipt.
 */
export const subscriptionRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: Options }> = async (
  app,
  { limit, trustedAppwrite, payments },
) => {
  app.put(
    '/subscribtion',
    { schema: { response: { 200: subscriptionReply } }, config: { rateLimit: perAddress(limit) } },
    async (request) => {
      // Who before what: a guest is told to log in again (whatever the body holds), and nobody is
      // told whether a request for someone else's account would have been valid.
      const customer = await requireCustomer(request, trustedAppwrite);
      if (!isOwnUsername(request.body, customer)) throw new ApiError(403, 'user_unauthorized', subscriptionMessages.username);
      const { value: order, problem } = checkSubscriptionRequest(request.body);
      if (problem) throw apiErrors.invalidArgument(problem.message);
      await requireRecentLogin(request, customer);
      const { subscribtion: packageId, creditCard } = order;
      const servicePackage = findPackage(packageId)!;

      const charge = await payments.charge({
        customerId: customer.userId,
        packageId,
        amountUsd: servicePackage.monthlyPriceUsd,
        card: { number: creditCard },
      });
      if (!charge.approved) throw apiErrors.paymentDeclined(charge.reason);
      const date = app.clock();
      const receipt = receiptMail(customer, { servicePackage, cardLast4: charge.cardLast4, date, siteUrl: app.mail.siteUrl });
      // The record and its receipt: both or neither.
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('subscriptions')
          .values({
            user_id: customer.userId,
            username: customer.email,
            package: packageId,
            card_last4: charge.cardLast4,
            payment_reference: charge.reference,
            monthly_price_usd: servicePackage.monthlyPriceUsd,
            created_at: appwriteDate(date),
          })
          .execute();
        await app.mail.enqueue(trx, receipt);
      });
      return { message: subscribedToPackageMessage(servicePackage), subscribtion: packageId };
    },
  );

  /**
   * `DELETE /subscribtion`: the signed-in customer cancels their own package. It stays until the
   * end of the month paid for (nothing is refunded), then the profile shows none; a confirmation
   * is mailed in the same transaction. Cancelling again changes nothing and mails nothing. No
   * recent login is asked for: nothing is paid, the mail tells the customer, and undoing it is a
   * new payment (which does need one).
   */
  app.delete(
    '/subscribtion',
    { schema: { response: { 200: cancellationReply } }, config: { rateLimit: perAddress(limit) } },
    async (request) => {
      const customer = await requireCustomer(request, trustedAppwrite);
      const now = app.clock();
      const result = await app.db.transaction().execute(async (trx) => {
        const cancelled = await cancelCurrentSubscription(trx, customer.userId, now);
        if (!cancelled) return null;
        const servicePackage = findPackage(cancelled.subscription.package)!;
        if (!cancelled.alreadyCancelled) {
          await app.mail.enqueue(
            trx,
            cancellationMail(customer, { servicePackage, endsAt: cancelled.subscription.paidUntil, date: now, siteUrl: app.mail.siteUrl }),
          );
        }
        return { servicePackage, paidUntil: cancelled.subscription.paidUntil };
      });
      if (!result) throw new ApiError(409, 'subscription_not_found', subscriptionManagementMessages.nothingToCancel);
      return {
        message: subscriptionManagementMessages.cancelled(result.servicePackage.name, formatSubscriptionDate(result.paidUntil)),
        subscribtion: result.servicePackage.id,
        paid_until: result.paidUntil,
      };
    },
  );

  /** `GET /subscribtion/history`: the signed-in customer's own changes, newest first. */
  app.get('/subscribtion/history', { schema: { response: { 200: historyReply } } }, async (request) => {
    const customer = await requireCustomer(request, trustedAppwrite);
    return { entries: await subscriptionHistoryOf(app.db, customer.userId) };
  });
};
