import type { Locator, Page } from '@playwright/test';
import { mailHeader } from '@rcm/shared/testing';
import { waitForMail, mailLinks, type ReceivedMail } from './mailbox';

/** A newsletter mail as its recipient gets it from the site's mail server, and its links. */
export interface NewsletterMail {
  mail: ReceivedMail;
  confirmUrl: string;
  unsubscribeUrl: string;
  /** The URL in `List-Unsubscribe`, which mail providers POST to. */
  oneClickUrl: string;
}

/** The newsletter confirmation mail to `address`, once it has arrived in the local inbox. */
export async function newsletterMailTo(address: string): Promise<NewsletterMail> {
  const mail = await waitForMail({ to: address, subject: 'Confirm your subscription', timeoutMs: 30_000 });
  const links = mailLinks(mail);
  const confirmUrl = links.find((url) => url.includes('/newsletter/confirm?'));
  const unsubscribeUrl = links.find((url) => url.includes('/newsletter/unsubscribe?'));
  const oneClickUrl = /<([^>]+)>/.exec((mailHeader(mail, 'list-unsubscribe') ?? '').replace(/\s+/g, ''))?.[1];
  if (!confirmUrl || !unsubscribeUrl || !oneClickUrl)
    throw new Error(`not a newsletter confirmation mail: ${mail.subject} ${links.join(' ')} ${mailHeader(mail, 'list-unsubscribe') ?? ''}`);
  return { mail, confirmUrl, unsubscribeUrl, oneClickUrl };
}

/** Types `address` into the footer's newsletter field and presses Subscribe, as a visitor does; returns the field. */
export async function subscribeInFooter(page: Page, address: string): Promise<Locator> {
  const field = page.getByRole('contentinfo').getByLabel('Email');
  await field.fill(address);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
  return field;
}
