import type { TrustedAppwrite } from '../auth/trusted-appwrite';
import {
  billingMessages,
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
import type { RateLimit } from '../config';
import { requireCustomer, type Customer } from '../auth/customer-identity';
import { checkPasswordOf } from '../auth/password-check';
import { quoteFor } from '../customers/billing';
import { purchasePackage } from '../customers/purchase';
import { currentSubscriptionOf, setCancellation } from '../customers/subscription-records';
import { subscriptionHistoryOf } from '../customers/subscription-history';
import { ApiError, apiErrors } from '../errors/api-error';
import { cancellationMail } from '../mail/receipt-mail';
import type { PaymentProvider } from '../payments/payment-provider';
import { perAddress } from '../plugins/rate-limits';
import { cancellationReply, historyReply, quoteQuery, quoteReply, subscriptionReply } from './subscription-schemas';

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

interface Options {
  limit: RateLimit | undefined;
  trustedAppwrite: TrustedAppwrite | undefined;
  payments: PaymentProvider;
}

/**
 * `PUT /subscribtion` (spelled as the pages call it): the signed-in customer buys a package for
 * themselves, or changes to it (`purchasePackage`). The payment provider is asked for what the
 * quote (`quoteFor`, made once) says is due; the server records the package, its charge and the
 * card's last four digits, and that record is what the profile shows; the customer is mailed a
 * receipt with the same figures.
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
      const { subscribtion: packageId, creditCard } = order;
      const servicePackage = findPackage(packageId)!;
      // Claim → provider → record, as renewals do: no transaction is open while the provider is asked.
      await purchasePackage(
        { db: app.db, payments, mail: app.mail, log: request.log },
        { customer, servicePackage, cardNumber: creditCard, now: app.clock(), confirm: () => requireRecentLogin(request, customer) },
      );
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
        const cancelled = await setCancellation(trx, customer.userId, 'cancel', now);
        if (!cancelled) return null;
        const servicePackage = findPackage(cancelled.subscription.package)!;
        if (!cancelled.unchanged) {
          await app.mail.enqueue(
            trx,
            cancellationMail(customer, {
              servicePackage,
              endsAt: cancelled.subscription.paidUntil,
              date: now,
              timeZone: app.mail.timeZone,
              siteUrl: app.mail.siteUrl,
            }),
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

  /**
   * `POST /subscribtion/resume`: the signed-in customer undoes the cancellation of the package
   * they hold, while its paid time runs. Nothing is charged or mailed; the history says
   * "Resumed". Like cancelling, it needs no recent login: no money moves.
   */
  app.post(
    '/subscribtion/resume',
    { schema: { response: { 200: cancellationReply } }, config: { rateLimit: perAddress(limit) } },
    async (request) => {
      const customer = await requireCustomer(request, trustedAppwrite);
      const resumed = await app.db.transaction().execute((trx) => setCancellation(trx, customer.userId, 'resume', app.clock()));
      if (!resumed) throw new ApiError(409, 'subscription_not_found', billingMessages.nothingToResume);
      const servicePackage = findPackage(resumed.subscription.package)!;
      const { paidUntil } = resumed.subscription;
      return {
        message: billingMessages.resumed(servicePackage.name, formatSubscriptionDate(paidUntil)),
        subscribtion: servicePackage.id,
        paid_until: paidUntil,
      };
    },
  );

  /** `GET /subscribtion/quote?subscribtion=gold`: what choosing that package would charge today, and why (`quoteFor`). */
  app.get('/subscribtion/quote', { schema: { querystring: quoteQuery, response: { 200: quoteReply } } }, async (request) => {
    const customer = await requireCustomer(request, trustedAppwrite);
    const now = app.clock();
    return quoteFor(await currentSubscriptionOf(app.db, customer.userId, now), findPackage(request.query.subscribtion)!, now);
  });

  /** `GET /subscribtion/history`: the signed-in customer's own changes, newest first. */
  app.get('/subscribtion/history', { schema: { response: { 200: historyReply } } }, async (request) => {
    const customer = await requireCustomer(request, trustedAppwrite);
    return { entries: await subscriptionHistoryOf(app.db, customer.userId) };
  });
};
