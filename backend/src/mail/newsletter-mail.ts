import { newsletterPaths, NEWSLETTER_TOKEN_PARAMETER } from '@rcm/shared';
import type { MailService } from './mail-service';
import type { OutgoingMail } from './outbox';

/** Where the newsletter's unsubscribe endpoint lives on the API (the `List-Unsubscribe` URL's path). */
export const NEWSLETTER_UNSUBSCRIBE_ROUTE = '/newsletter/unsubscribe';

/** The secrets a newsletter mail's links carry. */
export interface NewsletterTokens {
  confirm: string;
  unsubscribe: string;
}

const withToken = (base: string, token: string) => `${base}?${new URLSearchParams({ [NEWSLETTER_TOKEN_PARAMETER]: token }).toString()}`;

/**
 * The links of a newsletter mail: the site's confirmation and unsubscribe pages (a mail
 * scanner's GET of them changes nothing; the page posts), and the API URL mail providers POST
 * `List-Unsubscribe=One-Click` to (RFC 8058).
 */
export function newsletterLinks(mail: Pick<MailService, 'siteUrl' | 'apiUrl'>, tokens: NewsletterTokens) {
  return {
    confirmUrl: withToken(`${mail.siteUrl}${newsletterPaths.confirm}`, tokens.confirm),
    unsubscribeUrl: withToken(`${mail.siteUrl}${newsletterPaths.unsubscribe}`, tokens.unsubscribe),
    oneClickUrl: withToken(`${mail.apiUrl}${NEWSLETTER_UNSUBSCRIBE_ROUTE}`, tokens.unsubscribe),
  };
}

/** RFC 2369 and RFC 8058 headers every newsletter mail carries. */
export function newsletterListHeaders(oneClickUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The confirmation mail for a sign-up, ready for the outbox. */
export function newsletterConfirmationMail(
  mail: Pick<MailService, 'siteUrl' | 'apiUrl'>,
  to: string,
  tokens: NewsletterTokens,
): OutgoingMail {
  const links = newsletterLinks(mail, tokens);
  return {
    kind: 'newsletter-confirmation',
    to,
    data: { confirmUrl: links.confirmUrl, unsubscribeUrl: links.unsubscribeUrl },
    headers: newsletterListHeaders(links.oneClickUrl),
  };
}
