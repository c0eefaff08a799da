import { toastMessages, validateNewsletterSignup, type NewsletterSignup } from '@rcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { RateLimit } from '../config';
import { appwriteDate } from '../db/timestamp';
import { apiErrors } from '../errors/api-error';
import { perAddress } from '../plugins/rate-limits';
import { messageReply } from './message-reply';

/**
 * `POST /newsletter`: one row per address. The reply is the same for a new address and one
 * already subscribed, so nobody can ask whether an address is on the list. The body is checked
 * by the page's rule from @rcm/shared only (no body schema).
 */
export const newsletterRoutes: FastifyPluginAsync<{ limit: RateLimit | undefined }> = async (app, { limit }) => {
  app.post(
    '/newsletter',
    { schema: { response: { 200: messageReply } }, config: { rateLimit: perAddress(limit) } },
    async (request) => {
      const problem = validateNewsletterSignup(request.body);
      if (problem) throw apiErrors.invalidArgument(problem.message);
      const address = (request.body as NewsletterSignup).email.trim().toLowerCase();
      await app.db
        .insertInto('newsletter_subscribers')
        .values({ email: address, created_at: appwriteDate() })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .execute();
      return { message: toastMessages.newsletterSubscribed };
    },
  );
};
