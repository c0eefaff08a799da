import { expect } from '@playwright/test';
import { readRows } from './database';

/** A newsletter mail's links, as its recipient finds them. */
export interface NewsletterMail {
  confirmUrl: string;
  unsubscribeUrl: string;
  /** The URL in `List-Unsubscribe`, which mail providers POST to. */
  oneClickUrl: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/** The newest newsletter confirmation mail to `address`, waiting for it to be written. */
export async function newsletterMailTo(address: string): Promise<NewsletterMail> {
  let mail: NewsletterMail | undefined;
  await expect
    .poll(() => {
      const row = readRows<{ text_body: string; headers: string }>(
        "select text_body, headers from mail_outbox where recipient = ? and kind = 'newsletter-confirmation' order by id desc limit 1",
        address,
      )[0];
      if (row) mail = newsletterMailOf(row.text_body, JSON.parse(row.headers) as Record<string, string>);
      return mail !== undefined;
    })
    .toBe(true);
  return mail!;
}

function newsletterMailOf(text: string, rawHeaders: Record<string, string>): NewsletterMail {
  const headers = Object.fromEntries(Object.entries(rawHeaders).map(([name, value]) => [name.toLowerCase(), value]));
  const urls = text.match(/https?:\/\/\S+/g) ?? [];
  const confirmUrl = urls.find((url) => url.includes('/newsletter/confirm?'));
  const unsubscribeUrl = urls.find((url) => url.includes('/newsletter/unsubscribe?'));
  const oneClickUrl = /^<(.+)>$/.exec(headers['list-unsubscribe'] ?? '')?.[1];
  if (!confirmUrl || !unsubscribeUrl || !oneClickUrl) throw new Error(`not a newsletter mail: ${text}`);
  return { confirmUrl, unsubscribeUrl, oneClickUrl, headers };
}
