import { checkContactForm, toastMessages } from '@rcm/shared';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { RateLimit } from '../config';
import { appwriteDate } from '../db/timestamp';
import { apiErrors } from '../errors/api-error';
import { enquiryMails } from '../mail/enquiry-mails';
import { perAddress } from '../plugins/rate-limits';
import { createEnquiry } from '../enquiries/enquiry-store';
import { messageReply } from './message-reply';

/**
 * `POST /contact`: a practice's enquiry, checked by the page's own rules from @rcm/shared and
 * nothing else (no body schema: any body, even a list or a string, gets the first failing
 * rule's message), and stored with its ten fields only. The enquirer is mailed an
 * acknowledgement and the sales inbox a notice, through the outbox.
 */
export const contactRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: { limit: RateLimit | undefined } }> = async (app, { limit }) => {
  app.post(
    '/contact',
    { schema: { response: { 201: messageReply } }, config: { rateLimit: perAddress(limit) } },
    async (request, reply) => {
      const { value: enquiry, problem } = checkContactForm(request.body);
      if (problem) throw apiErrors.invalidArgument(problem.message);
      const now = appwriteDate(app.clock());
      // The enquiry, its words for the staff's search and its two mails: all or nothing.
      await app.db.transaction().execute(async (trx) => {
        const id = await createEnquiry(trx, enquiry, now);
        const mails = enquiryMails(enquiry, {
          id,
          siteUrl: app.mail.siteUrl,
          salesEmail: app.mail.salesEmail,
          receivedAt: now,
          timeZone: app.mail.timeZone,
        });
        for (const mail of mails) await app.mail.enqueue(trx, mail);
      });
      return reply.code(201).send({ message: toastMessages.contactReceived });
    },
  );
};
