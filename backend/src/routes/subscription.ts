import {
  findPackage,
  subscribedToPackageMessage,
  subscriptionMessages,
  toastMessages,
  validateSubscriptionRequest,
  type SubscriptionRequest,
} from '@rcm/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppOptions, RateLimit } from '../config';
import { parsePrefs } from '../auth/account-store';
import { appwriteAccountForJwt } from '../auth/trusted-appwrite';
import { appwriteDate } from '../db/timestamp';
import { ApiError, apiErrors } from '../errors/api-error';
import { perAddress } from '../plugins/rate-limits';

interface Subscriber {
  userId: string;
  email: string;
  /** This server's user whose prefs follow the subscription; absent when Appwrite keeps the user. */
  localUserId?: string;
}

/** Who is asking: this server's session, or (production mode) an Appwrite JWT checked with Appwrite. */
async function subscriberOf(request: FastifyRequest, trusted: AppOptions['trustedAppwrite']): Promise<Subscriber | null> {
  if (trusted) {
    const jwt = request.headers['x-appwrite-jwt'];
    const account = typeof jwt === 'string' && jwt ? await appwriteAccountForJwt(trusted, jwt) : null;
    return account ? { userId: account.id, email: account.email } : null;
  }
  const caller = await request.caller();
  return caller ? { userId: caller.user.id, email: caller.user.email, localUserId: caller.user.id } : null;
}

function isOwnUsername(body: unknown, subscriber: Subscriber): boolean {
  const username = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).username : undefined;
  return typeof username === 'string' && username.trim().toLowerCase() === subscriber.email.toLowerCase();
}

const subscriptionReply = {
  type: 'object',
  required: ['message', 'subscribtion'],
  properties: { message: { type: 'string' }, subscribtion: { type: 'string' } },
} as const;

/**
 * `PUT /subscribtion` (spelled as the pages call it): the signed-in user buys a package for
 * themselves. Only the card's last four digits are kept.
 */
export const subscriptionRoutes: FastifyPluginAsync<{ limit: RateLimit | undefined; trustedAppwrite: AppOptions['trustedAppwrite'] }> = async (
  app,
  { limit, trustedAppwrite },
) => {
  app.put('/subscribtion', { schema: { response: { 200: subscriptionReply } }, config: { rateLimit: perAddress(limit) } }, async (request) => {
    // Who before what: a guest is told to log in again (whatever the body holds), and nobody is
    // told whether a request for someone else's account would have been valid.
    const subscriber = await subscriberOf(request, trustedAppwrite);
    if (!subscriber) throw new ApiError(401, 'user_unauthorized', toastMessages.sessionExpired);
    if (!isOwnUsername(request.body, subscriber)) throw new ApiError(403, 'user_unauthorized', subscriptionMessages.username);
    const problem = validateSubscriptionRequest(request.body);
    if (problem) throw apiErrors.invalidArgument(problem.message);
    const { subscribtion: packageId, creditCard } = request.body as SubscriptionRequest;

    await app.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('subscriptions')
        .values({ user_id: subscriber.userId, username: subscriber.email, package: packageId, card_last4: creditCard.slice(-4), created_at: appwriteDate() })
        .execute();
      if (subscriber.localUserId) {
        const user = await trx.selectFrom('users').select('prefs').where('id', '=', subscriber.localUserId).executeTakeFirstOrThrow();
        const prefs = { ...parsePrefs(user), subscribtion: packageId };
        await trx.updateTable('users').set({ prefs: JSON.stringify(prefs), updated_at: appwriteDate() }).where('id', '=', subscriber.localUserId).execute();
      }
    });
    return { message: subscribedToPackageMessage(findPackage(packageId)!), subscribtion: packageId };
  });
};
