import { newsletterMessages, toastMessages, validateNewsletterEmail } from '@rcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { RateLimit } from '../config';
import { appwriteDate } from '../auth/account-store';
import { AppwriteError } from '../errors/appwrite-error';
import { perAddress } from '../plugins/rate-limits';

const messageReply = { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } as const;

/** `POST /newsletter`: one row per address; subscribing again is a success, not an error. */
export const newsletterRoutes: FastifyPluginAsync<{ limit: RateLimit }> = async (app, { limit }) => {
  app.post(
    '/newsletter',
    {
      schema: { body: { type: 'object', properties: { email: { type: 'string', maxLength: 1024 } } }, response: { 200: messageReply, 201: messageReply } },
      config: { rateLimit: perAddress(limit), invalidBodyMessage: () => newsletterMessages.email },
    },
    async (request, reply) => {
      const { email } = request.body as { email?: unknown };
      const problem = validateNewsletterEmail(email);
      if (problem) throw new AppwriteError(400, 'general_argument_invalid', problem);
      const address = (email as string).trim().toLowerCase();
      const result = await app.db
        .insertInto('newsletter_subscribers')
        .values({ email: address, created_at: appwriteDate() })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .executeTakeFirst();
      const inserted = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
      return reply.code(inserted ? 201 : 200).send({ message: toastMessages.newsletterSubscribed });
    },
  );
};
