import { NEWSLETTER_TOKEN_PARAMETER, newsletterPaths, newsletterTexts, toastMessages, checkNewsletterSignup, fieldOf } from '@rcm/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncJsonSchemaToTs, JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { RateLimit } from '../config';
import { ApiError, apiErrors } from '../errors/api-error';
import { NEWSLETTER_UNSUBSCRIBE_ROUTE, newsletterConfirmationMail } from '../mail/newsletter-mail';
import { confirmSubscriber, signUp, unsubscribe } from '../newsletter/subscriber-store';
import { perAddress } from '../plugins/rate-limits';
import { messageReply } from './message-reply';

const confirmLinkInvalid = () => new ApiError(404, 'newsletter_token_invalid', newsletterTexts.confirmLinkInvalid);
const unsubscribeLinkInvalid = () => new ApiError(404, 'newsletter_token_invalid', newsletterTexts.unsubscribeLinkInvalid);

/** The `token` of a JSON body (the site's pages). */
function tokenInBody(body: unknown): string | undefined {
  const token = fieldOf(body, 'token');
  return typeof token === 'string' ? token : undefined;
}

/**
 * An RFC 8058 one-click unsubscribe: the token in the URL the `List-Unsubscribe` header names,
 * and the body `List-Unsubscribe=One-Click`, form-encoded (or as a multipart form field).
 */
function oneClickToken(request: FastifyRequest, form: string): string | null {
  const type = String(request.headers['content-type'] ?? '');
  const oneClick = type.startsWith('application/x-www-form-urlencoded')
    ? new URLSearchParams(form).get('List-Unsubscribe') === 'One-Click'
    : /name="List-Unsubscribe"\r?\n\r?\nOne-Click\r?\n/.test(form);
  return oneClick ? new URLSearchParams(request.url.split('?')[1] ?? '').get(NEWSLETTER_TOKEN_PARAMETER) : null;
}

/**
 * The newsletter, with double opt-in:
 * - `POST /newsletter` stores a pending address and mails it a confirmation link (a pending
 *   address signing up again gets a new mail at most every 10 minutes, a confirmed one none);
 *   the reply is the same in every case, so nobody can ask whether an address is on the list.
 *   The body is checked by the page's rule from @rcm/shared only (no body schema).
 * - `POST /newsletter/confirm {token}`: the link's single-use token (7 days) confirms the address.
 * - `POST /newsletter/unsubscribe`: `{token}` from the site's page, or `?token=` with the form
 *   body `List-Unsubscribe=One-Click` from a mail provider (RFC 8058; no Origin, form-encoded):
 *   the address is deleted. The token keeps working, so the link says the same when opened again.
 * A GET of these URLs changes nothing (mail scanners fetch links): the unsubscribe URL sends a
 * browser on to the site's page, which asks before acting.
 */
export const newsletterRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: { limit: RateLimit | undefined } }> = async (app, { limit }) => {
  app.post('/newsletter', { schema: { response: { 200: messageReply } }, config: { rateLimit: perAddress(limit) } }, async (request) => {
    const { value: signup, problem } = checkNewsletterSignup(request.body);
    if (problem) throw apiErrors.invalidArgument(problem.message);
    const address = signup.email.trim().toLowerCase();
    const now = app.clock();
    await app.db.transaction().execute(async (trx) => {
      const links = await signUp(trx, address, now);
      if (links) await app.mail.enqueue(trx, newsletterConfirmationMail(app.mail, address, links));
    });
    return { message: toastMessages.newsletterSubscribed };
  });

  app.post('/newsletter/confirm', { schema: { response: { 200: messageReply } } }, async (request) => {
    const token = tokenInBody(request.body);
    if (!token) throw apiErrors.missingParam('token');
    const now = app.clock();
    const confirmed = await app.db.transaction().execute((trx) => confirmSubscriber(trx, token, now));
    if (!confirmed) throw confirmLinkInvalid();
    return { message: newsletterTexts.confirmed };
  });

  // The unsubscribe route alone reads form bodies (RFC 8058) and takes writes from any origin:
  // its token is the authority, and it reads no cookie.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<JsonSchemaToTsProvider>();
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, body),
    );

    scope.post(
      NEWSLETTER_UNSUBSCRIBE_ROUTE,
      { schema: { response: { 200: messageReply } }, config: { anyOrigin: true } },
      async (request) => {
        const token = typeof request.body === 'string' ? oneClickToken(request, request.body) : tokenInBody(request.body);
        if (!token) throw apiErrors.missingParam('token');
        const now = app.clock();
        const unsubscribed = await app.db.transaction().execute((trx) => unsubscribe(trx, token, now));
        if (!unsubscribed) throw unsubscribeLinkInvalid();
        return { message: newsletterTexts.unsubscribed };
      },
    );

    // A person who opens the List-Unsubscribe URL in a browser lands on the site's page (which asks the API).
    const linkQuery = { type: 'object', properties: { [NEWSLETTER_TOKEN_PARAMETER]: { type: 'string' } } } as const;
    scope.get(NEWSLETTER_UNSUBSCRIBE_ROUTE, { schema: { querystring: linkQuery } }, async (request, reply) => {
      const token = request.query[NEWSLETTER_TOKEN_PARAMETER] ?? '';
      const page = new URL(`${app.mail.siteUrl}${newsletterPaths.unsubscribe}`);
      if (token) page.searchParams.set(NEWSLETTER_TOKEN_PARAMETER, token);
      return reply.redirect(page.toString(), 303);
    });
  });
};
