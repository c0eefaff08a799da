import { toastMessages } from '@rcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppOptions } from '../config';
import { customerOf } from '../auth/customer-identity';
import { customerSummary } from '../customers/customer-records';
import { ApiError } from '../errors/api-error';

const summaryReply = {
  type: 'object',
  required: ['subscribtion', 'rc_score', 'paid_until', 'cancelled'],
  properties: { subscribtion: { type: 'string' }, rc_score: { type: 'integer' }, paid_until: { type: 'string' }, cancelled: { type: 'boolean' } },
} as const;

/**
 * `GET /customer`: the signed-in customer's package and RC score, from the server's records
 * (never from prefs the customer can write). The login and the profile read it.
 */
export const customerRoutes: FastifyPluginAsync<{ trustedAppwrite: AppOptions['trustedAppwrite'] }> = async (app, { trustedAppwrite }) => {
  app.get('/customer', { schema: { response: { 200: summaryReply } } }, async (request) => {
    const customer = await customerOf(request, trustedAppwrite);
    if (!customer) throw new ApiError(401, 'user_unauthorized', toastMessages.sessionExpired);
    return customerSummary(app.db, customer.userId);
  });
};
