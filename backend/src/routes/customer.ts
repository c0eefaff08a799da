import { accountSettingsMessages } from '@rcm/shared/account-texts';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { TrustedAppwrite } from '../auth/trusted-appwrite';
import { parsePrefs } from '../auth/account-store';
import { requireCustomer } from '../auth/customer-identity';
import { userLabels } from '../auth/labels';
import { checkPasswordOf } from '../auth/password-check';
import { sessionDeviceOf } from '../auth/session-device';
import { customerSummary } from '../customers/customer-records';
import { apiErrors } from '../errors/api-error';
import { twoStepRecordOf } from '../mfa/second-factor';
import { findSubscriber } from '../newsletter/subscriber-store';
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
    const user = customer.session ? await app.accounts.findUserById(customer.userId) : undefined;
    const address = customer.email.toLowerCase();
    const [summary, subscriptions, newsletter, sessions, twoStep] = await Promise.all([
      customerSummary(app.db, customer.userId, app.clock()),
      app.db
        .selectFrom('subscriptions')
        .select(['package', 'card_last4', 'created_at'])
        .where('user_id', '=', customer.userId)
        .orderBy('id', 'asc')
        .execute(),
      // The address's newsletter record is the caller's only once they proved the address (L13).
      customer.emailVerified ? findSubscriber(app.db, address) : undefined,
      customer.session ? app.accounts.listActiveSessions(customer.userId) : Promise.resolve([]),
      // With a real Appwrite project keeping the accounts, Appwrite keeps this too.
      user ? twoStepRecordOf(app.db, user) : undefined,
    ]);
    const data = {
      exportedAt: app.clock().toISOString(),
      account: {
        id: customer.userId,
        name: customer.name,
        email: customer.email,
        emailVerification: customer.emailVerified,
        registration: user?.created_at ?? null,
        passwordUpdate: user?.password_updated_at ?? null,
        labels: user ? userLabels(user) : customer.labels,
        rcScore: summary.rc_score,
        package: summary.subscribtion,
      },
      prefs: user ? parsePrefs(user) : {},
      twoStepVerification: twoStep ?? null,
      subscriptions: subscriptions.map((row) => ({ package: row.package, date: row.created_at, cardLastFour: row.card_last4 })),
      newsletter: !customer.emailVerified
        ? { email: address, status: accountSettingsMessages.dataNewsletterUnverified }
        : newsletter
          ? { email: address, status: newsletter.status, signedUpAt: newsletter.created_at, confirmedAt: newsletter.confirmed_at || null }
          : { email: address, status: 'not subscribed' },
      sessions: sessions.map((session) => {
        const device = sessionDeviceOf(session.user_agent);
        return {
          id: session.id,
          createdAt: session.created_at,
          lastSeenAt: session.last_seen_at,
          expiresAt: session.expires_at,
          ip: session.ip,
          browser: [device.clientName, device.clientVersion].filter(Boolean).join(' '),
          system: [device.osName, device.osVersion].filter(Boolean).join(' '),
          current: session.id === customer.session?.id,
        };
      }),
    };
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', 'attachment; filename="clarity-rcm-my-data.json"')
      .send(JSON.stringify(data, null, 2));
  });
};
