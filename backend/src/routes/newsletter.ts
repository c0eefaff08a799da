import {
  NEWSLETTER_CONFIRM_RESEND_MINUTES,
  NEWSLETTER_CONFIRM_TTL_DAYS,
  NEWSLETTER_TOKEN_PARAMETER,
  newsletterPaths,
  newsletterTexts,
  toastMessages,
  checkNewsletterSignup,
  fieldOf,
} from '@rcm/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncJsonSchemaToTs, JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { Kysely } from 'kysely';
import type { RateLimit } from '../config';
import type { Database } from '../db/schema';
import { appwriteDate } from '../db/timestamp';
import { ApiError, apiErrors } from '../errors/api-error';
import { dropEmailTokens, issueEmailToken, readEmailToken, takeEmailToken } from '../mail/email-tokens';
import { NEWSLETTER_UNSUBSCRIBE_ROUTE, newsletterConfirmationMail } from '../mail/newsletter-mail';
import { perAddress } from '../plugins/rate-limits';
import { messageReply } from './message-reply';

const DAY_MS = 86_400_000;

/**
 * How long an unsubscribe link keeps saying "unsubscribed" after it was used (the token, which
 * names the address, is then deleted by the retention job).
 */
export const UNSUBSCRIBED_LINK_DAYS = 30;

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

/** Whether the address was sent a confirmation link within the last few minutes. */
async function confirmationSentLately(db: Kysely<Database>, address: string, now: Date): Promise<boolean> {
  const since = appwriteDate(new Date(now.getTime() - NEWSLETTER_CONFIRM_RESEND_MINUTES * 60_000));
  const row = await db
    .selectFrom('email_tokens')
    .select('token_hash')
    .where('purpose', '=', 'newsletter-confirm')
    .where('subject', '=', address)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
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
export const newsletterRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: { limit: RateLimit | undefined; clock: () => Date } }> = async (
  app,
  { limit, clock },
) => {
  app.post('/newsletter', { schema: { response: { 200: messageReply } }, config: { rateLimit: perAddress(limit) } }, async (request) => {
    const { value: signup, problem } = checkNewsletterSignup(request.body);
    if (problem) throw apiErrors.invalidArgument(problem.message);
    const address = signup.email.trim().toLowerCase();
    const now = clock();
    await app.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('newsletter_subscribers')
        .values({ email: address, created_at: appwriteDate(now) })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) {
        // Links of an earlier subscription of this address end here.
        await dropEmailTokens(trx, 'newsletter-unsubscribe', address);
        await dropEmailTokens(trx, 'newsletter-confirm', address);
      } else {
        const existing = await trx.selectFrom('newsletter_subscribers').select('status').where('email', '=', address).executeTakeFirst();
        if (existing?.status !== 'pending' || (await confirmationSentLately(trx, address, now))) return;
      }
      const tokens = {
        confirm: await issueEmailToken(trx, {
          purpose: 'newsletter-confirm',
          subject: address,
          ttlMs: NEWSLETTER_CONFIRM_TTL_DAYS * DAY_MS,
          now,
        }),
        unsubscribe: await issueEmailToken(trx, { purpose: 'newsletter-unsubscribe', subject: address, now }),
      };
      await app.mail.enqueue(trx, newsletterConfirmationMail(app.mail, address, tokens));
    });
    return { message: toastMessages.newsletterSubscribed };
  });

  app.post('/newsletter/confirm', { schema: { response: { 200: messageReply } } }, async (request) => {
    const token = tokenInBody(request.body);
    if (!token) throw apiErrors.missingParam('token');
    const now = clock();
    const confirmed = await app.db.transaction().execute(async (trx) => {
      const address = await takeEmailToken(trx, 'newsletter-confirm', token, now);
      if (address === undefined) return false;
      await trx
        .updateTable('newsletter_subscribers')
        .set({ status: 'confirmed', confirmed_at: appwriteDate(now) })
        .where('email', '=', address)
        .where('status', '=', 'pending')
        .execute();
      // Its other confirmation links (re-sent mails) have nothing left to do.
      await dropEmailTokens(trx, 'newsletter-confirm', address);
      return true;
    });
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
        const now = clock();
        const unsubscribed = await app.db.transaction().execute(async (trx) => {
          const address = await readEmailToken(trx, 'newsletter-unsubscribe', token, now);
          if (address === undefined) return false;
          // Data minimisation: the address goes, with its confirmation links.
          await trx.deleteFrom('newsletter_subscribers').where('email', '=', address).execute();
          await dropEmailTokens(trx, 'newsletter-confirm', address);
          await trx
            .updateTable('email_tokens')
            .set({ expires_at: appwriteDate(new Date(now.getTime() + UNSUBSCRIBED_LINK_DAYS * DAY_MS)) })
            .where('purpose', '=', 'newsletter-unsubscribe')
            .where('subject', '=', address)
            .where('expires_at', '=', '')
            .execute();
          return true;
        });
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
