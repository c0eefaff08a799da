import { findPackage, subscribedToPackageMessage, subscriptionMessages, validateSubscriptionRequest, type PackageId } from '@rcm/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppOptions, RateLimit } from '../config';
import { appwriteDate, parsePrefs } from '../auth/account-store';
import { appwriteAccountForJwt } from '../auth/trusted-appwrite';
import { AppwriteError } from '../errors/appwrite-error';
import { perAddress } from '../plugins/rate-limits';

interface SubscriptionBody {
  username?: unknown;
  subscribtion?: unknown;
  creditCard?: unknown;
}

const notSignedIn = () => new AppwriteError(401, 'user_unauthorized', 'Your session has expired. Please log in again.');

/** Who is asking: this server's session, or (production mode) an Appwrite JWT checked with Appwrite. */
async function identify(request: FastifyRequest, trusted: AppOptions['trustedAppwrite']) {
  if (trusted) {
    const jwt = request.headers['x-appwrite-jwt'];
    const account = typeof jwt === 'string' && jwt ? await appwriteAccountForJwt(trusted, jwt) : null;
    return account ? { userId: account.id, email: account.email, localUserId: undefined } : null;
  }
  const caller = await request.caller();
  return caller ? { userId: caller.user.id, email: caller.user.email, localUserId: caller.user.id } : null;
}

/**
 * `PUT /subscribtion` (spelled as the pages call it): the signed-in user buys a package for
 * themselves. Only the card's last four digits are kept.
 */
export const subscriptionRoutes: FastifyPluginAsync<{ limit: RateLimit; trustedAppwrite: AppOptions['trustedAppwrite'] }> = async (
  app,
  { limit, trustedAppwrite },
) => {
  app.put(
    '/subscribtion',
    {
      schema: {
        body: {
          type: 'object',
          properties: { username: { type: 'string', maxLength: 320 }, subscribtion: { type: 'string', maxLength: 32 }, creditCard: { type: 'string', maxLength: 64 } },
        },
        response: { 200: { type: 'object', properties: { message: { type: 'string' }, subscribtion: { type: 'string' } } } },
      },
      config: {
        rateLimit: perAddress(limit),
        invalidBodyMessage: (body) => validateSubscriptionRequest((body ?? {}) as SubscriptionBody) ?? subscriptionMessages.username,
      },
    },
    async (request) => {
      const caller = await identify(request, trustedAppwrite);
      if (!caller) throw notSignedIn();
      const body = request.body as SubscriptionBody;
      if (typeof body.username !== 'string' || body.username.trim().toLowerCase() !== caller.email.toLowerCase()) {
        throw new AppwriteError(403, 'user_unauthorized', subscriptionMessages.username);
      }
      const problem = validateSubscriptionRequest(body);
      if (problem) throw new AppwriteError(400, 'general_argument_invalid', problem);
      const packageId = body.subscribtion as PackageId;
      const card = body.creditCard as string;

      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('subscriptions')
          .values({ user_id: caller.userId, username: caller.email, package: packageId, card_last4: card.slice(-4), created_at: appwriteDate() })
          .execute();
        if (caller.localUserId) {
          const user = await trx.selectFrom('users').select('prefs').where('id', '=', caller.localUserId).executeTakeFirstOrThrow();
          const prefs = { ...parsePrefs(user), subscribtion: packageId };
          await trx.updateTable('users').set({ prefs: JSON.stringify(prefs), updated_at: appwriteDate() }).where('id', '=', caller.localUserId).execute();
        }
      });
      return { message: subscribedToPackageMessage(findPackage(packageId)!), subscribtion: packageId };
    },
  );
};
