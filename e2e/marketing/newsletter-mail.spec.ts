import type { Page } from '@playwright/test';
import { newsletterTexts, toastMessages } from '@rcm/shared';
import { mailHeader } from '@rcm/shared/testing';
import { expectNoSeriousViolations } from '../testing/accessibility';
import { readRows } from '../testing/database';
import { uniqueAddress } from '../testing/mailbox';
import { newsletterMailTo, subscribeInFooter } from '../testing/newsletter-mail';
import { DESKTOP_VIEWPORT, expectToast, PHONE_VIEWPORT } from '../testing/site';
import { expect, test } from '../testing/test';

/** No serious accessibility violation, and nothing wider than the screen. */
async function expectUsable(page: Page) {
  await expectNoSeriousViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

const statusOf = (address: string) =>
  readRows<{ status: string }>('select status from newsletter_subscribers where email = ?', address)[0]?.status;

for (const [name, viewport] of [
  ['1280 px', DESKTOP_VIEWPORT],
  ['390 px', PHONE_VIEWPORT],
] as const) {
  test(`footer sign-up → confirmation mail → its link → confirmed; its unsubscribe link → unsubscribed (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const address = uniqueAddress(`news-mail-${viewport.width}`, 'practice.com');
    await page.goto('/about');
    await subscribeInFooter(page, address);
    const footer = page.getByRole('contentinfo');
    await expectToast(page, toastMessages.newsletterSubscribed);
    await expect(footer.getByRole('status')).toHaveText(newsletterTexts.checkInbox);
    await expectUsable(page);

    const mail = await newsletterMailTo(address);
    // Through the site's real mail server (npm start runs it): the RFC 8058 headers arrive as sent.
    expect(mailHeader(mail.mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.oneClickUrl).toMatch(/^http:\/\/localhost:\d+\/newsletter\/unsubscribe\?token=[\w-]{43}$/);
    expect(mail.unsubscribeUrl).toBe(
      `${new URL(mail.confirmUrl).origin}/newsletter/unsubscribe?token=${new URL(mail.oneClickUrl).searchParams.get('token')}`,
    );
    expect(statusOf(address)).toBe('pending');

    // Opening the link changes nothing; the button confirms (by keyboard here).
    await page.goto(mail.confirmUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
    expect(statusOf(address)).toBe('pending');
    await expectUsable(page);
    await page.getByRole('button', { name: newsletterTexts.confirmButton }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(newsletterTexts.confirmed);
    expect(statusOf(address)).toBe('confirmed');
    await expectUsable(page);

    // The confirmation link is spent.
    await page.goto(mail.confirmUrl);
    await page.getByRole('button', { name: newsletterTexts.confirmButton }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(newsletterTexts.confirmLinkInvalid);

    // One click: the unsubscribe page acts when opened, and says the same when opened again.
    for (let visit = 0; visit < 2; visit += 1) {
      await page.goto(mail.unsubscribeUrl);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(newsletterTexts.unsubscribed);
      expect(statusOf(address)).toBeUndefined();
    }
    await expectUsable(page);
  });
}

test("a mail provider's one-click POST (RFC 8058) to the List-Unsubscribe URL unsubscribes", async ({ page, playwright }) => {
  const address = uniqueAddress('news-oneclick', 'practice.com');
  await page.goto('/');
  await subscribeInFooter(page, address);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('status')).toHaveText(newsletterTexts.checkInbox);
  const mail = await newsletterMailTo(address);
  await page.goto(mail.confirmUrl);
  await page.getByRole('button', { name: newsletterTexts.confirmButton }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(newsletterTexts.confirmed);

  // As a provider's server sends it: no Origin, no cookie, a form body.
  const provider = await playwright.request.newContext();
  const reply = await provider.post(mail.oneClickUrl, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(reply.status()).toBe(200);
  await provider.dispose();
  expect(statusOf(address)).toBeUndefined();
});
