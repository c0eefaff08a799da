import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { TrustedAppwrite } from '../auth/trusted-appwrite';
import { requireCustomer } from '../auth/customer-identity';
import { checkPasswordOf } from '../auth/password-check';
import { customerSummary } from '../customers/customer-records';
import { personalDataOf } from '../customers/personal-data';
import { apiErrors } from '../errors/api-error';
import { fileReply, flag, integer, objectOf, text } from '../http/json-schema';

const summaryReply = objectOf({ subscribtion: text, rc_score: integer, paid_until: text, cancelled: flag });

const passwordBody = { type: 'object', required: ['password'], properties: { password: { type: 'string', maxLength: 1024 } } } as const;

/**
 * `GET /customer`: the signed-in customer's package and RC score, from the server's records
 * (never from prefs the customer can write). The login and the profile read it.
 * `POST /customer/reauthenticate`: the password again, before closing the account.
 * `GET /customer/data`: "Download my data", everything the server keeps about the caller.
 */
export const customerRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: { trustedAppwrite: TrustedAppwrite | undefined } }> = async (
  app,
  { trustedAppwrite },
) => {
  app.get('/customer', { schema: { response: { 200: summaryReply } } }, async (request) => {
    const customer = await requireCustomer(request, trustedAppwrite);
    return customerSummary(app.db, customer.userId, app.clock());
  });

  /**
   * Marks this session as having given its password just now (under the per-session re-entry
   * limit), for what needs a recent login: closing the account (`PATCH /v1/account/status`),
   * which takes no password of its own. 403 user_invalid_credentials for a wrong one.
   */
  app.post('/customer/reauthenticate', { schema: { body: passwordBody } }, async (request, reply) => {
    const customer = await requireCustomer(request, trustedAppwrite);
    const { password } = request.body;
    if (!customer.session) return reply.code(204).send();
    const check = await checkPasswordOf(request, customer.email, password, customer.session);
    if (check.outcome === 'throttled') throw apiErrors.rateLimited();
    if (check.outcome === 'invalid' || check.user.id !== customer.userId) throw apiErrors.passwordIncorrect();
    await app.accounts.markRecentlyAuthenticated(customer.session.id);
    return reply.code(204).send();
  });

  app.get('/customer/data', { schema: { response: { 200: fileReply } } }, async (request, reply) => {
    const customer = await requireCustomer(request, trustedAppwrite);
    const data = await personalDataOf(app, customer);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', 'attachment; filename="clarity-rcm-my-data.json"')
      .send(JSON.stringify(data, null, 2));
  });
};
