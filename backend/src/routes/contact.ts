import { contactFields, contactMaxLengths, toastMessages, validateContactForm, type ContactEnquiry } from '@rcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { RateLimit } from '../config';
import { AppwriteError } from '../errors/appwrite-error';
import { appwriteDate } from '../auth/account-store';
import { perAddress } from '../plugins/rate-limits';

const messageReply = { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } as const;

/** Field types only: the rules and their messages come from @rcm/shared, as on the page. */
const contactBody = {
  type: 'object',
  properties: Object.fromEntries(contactFields.map((field) => [field, { type: 'string', maxLength: contactMaxLengths[field] * 4 }])),
} as const;

const invalidContactMessage = (body: unknown) => validateContactForm(body) ?? 'Please check the enquiry and try again.';

/** `POST /contact`: a practice's enquiry, validated like the page does, stored with all ten fields. */
export const contactRoutes: FastifyPluginAsync<{ limit: RateLimit }> = async (app, { limit }) => {
  app.post(
    '/contact',
    {
      schema: { body: contactBody, response: { 201: messageReply } },
      config: { rateLimit: perAddress(limit), invalidBodyMessage: invalidContactMessage },
    },
    async (request, reply) => {
      const problem = validateContactForm(request.body);
      if (problem) throw new AppwriteError(400, 'general_argument_invalid', problem);
      const enquiry = request.body as ContactEnquiry;
      await app.db
        .insertInto('contact_enquiries')
        .values({ ...Object.fromEntries(contactFields.map((field) => [field, enquiry[field]])) as unknown as ContactEnquiry, created_at: appwriteDate() })
        .execute();
      return reply.code(201).send({ message: toastMessages.contactReceived });
    },
  );
};
