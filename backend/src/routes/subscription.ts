import { findPackage, subscribedToPackageMessage, subscriptionMessages, toastMessages, validateSubscriptionRequest, type PackageId } from '@rcm/shared';
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

const notSignedIn = () => new AppwriteError(401, 'user_unauthorized', toastMessages.sessionExpired);

interface Subscriber {
  userId: string;
  email: string;
  /** This server's user whose prefs follow the subscription; absent when Appwrite keeps the user. */
  localUserId?: string;
}

/** Who is asking: this server's session, or (production mode) an Appwrite JWT checked with Appwrite. */
async function identify(request: FastifyRequest, trusted: AppOptions['trustedAppwrite']): Promise<Subscriber | null> {
  if (trusted) {
    const jwt = request.headers['x-appwrite-jwt'];
    const account = typeof jwt === 'string' && jwt ? await appwriteAccountForJwt(trusted, jwt) : null;
    return account ? { userId: account.id, email: account.email } : null;
  }
  const caller = await request.caller();
  return caller ? { userId: caller.user.id, email: caller.user.email, localUserId: caller.user.id } : null;
}

const subscriptionBody = {
  type: 'object',
  properties: { username: { type: 'string', maxLength: 320 }, subscribtion: { type: 'string', maxLength: 32 }, creditCard: { type: 'string', maxLength: 64 } },
} as const;

const subscriptionReply = {
  type: 'object',
  required: ['message', 'subscribtion'],
  properties: { message: { type: 'string' }, subscribtion: { type: 'string' } },
} as const;

/**
 * `PUT /subscribtion` (spelled as the pages call it): the signed-in user buys a package for
 * themselves. Only the card's last four digits are kept.
 */
export const subscriptionRoutes: FastifyPluginAsync<{ limit: RateLimit; trustedAppwrite: AppOptions['trustedAppwrite'] }> = async (
  app,
  { limit, trustedAppwrite },
) => {
  const subscribers = new WeakMap<FastifyRequest, Subscriber>();

  app.put(
    '/subscribtion',
    {
      schema: { body: subscriptionBody, response: { 200: subscriptionReply } },
      config: {
        rateLimit: perAddress(limit),
        invalidBodyMessage: (body) => validateSubscriptionRequest((body ?? {}) as SubscriptionBody) ?? subscriptionMessages.package,
      },
      // Before the body's rules: a guest is told to log in again (whatever the body holds), and
      // nobody is told whether a request for someone else's account would have been valid.
      preValidation: async (request) => {
        const subscriber = await identify(request, trustedAppwrite);
        if (!subscriber) throw notSignedIn();
        const username = (request.body as SubscriptionBody | null)?.username;
        if (typeof username !== 'string' || username.trim().toLowerCase() !== subscriber.email.toLowerCase()) {
          throw new AppwriteError(403, 'user_unauthorized', subscriptionMessages.username);
        }
        subscribers.set(request, subscriber);
      },
    },
    async (request) => {
      const subscriber = subscribers.get(request)!;
      const body = request.body as SubscriptionBody;
      const problem = validateSubscriptionRequest(body);
      if (problem) throw new AppwriteError(400, 'general_argument_invalid', problem);
      const packageId = body.subscribtion as PackageId;
      const card = body.creditCard as string;

      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('subscriptions')
          .values({ user_id: subscriber.userId, username: subscriber.email, package: packageId, card_last4: card.slice(-4), created_at: appwriteDate() })
          .execute();
        if (subscriber.localUserId) {
          const user = await trx.selectFrom('users').select('prefs').where('id', '=', subscriber.localUserId).executeTakeFirstOrThrow();
          const prefs = { ...parsePrefs(user), subscribtion: packageId };
          await trx.updateTable('users').set({ prefs: JSON.stringify(prefs), updated_at: appwriteDate() }).where('id', '=', subscriber.localUserId).execute();
        }
      });
      return { message: subscribedToPackageMessage(findPackage(packageId)!), subscribtion: packageId };
    },
  );
};
