import { expect, test } from '../testing/test';
import { newsletterMessages, toastMessages } from '@rcm/shared';
import { readRows } from '../testing/database';
import { mailsTo, uniqueAddress } from '../testing/mailbox';
import { subscribeInFooter } from '../testing/newsletter-mail';
import { origins } from '../testing/ports';
import { expectToast, toast } from '../testing/site';

test('an invalid address shows "Please insert a correct email" and keeps what was typed', async ({ page }) => {
  await page.goto('/about');
  const email = await subscribeInFooter(page, 'office@practice.org');
  await expectToast(page, newsletterMessages.email);
  await expect(email).toHaveValue('office@practice.org');
});

test('an address that is not one (a list, a name, a line break) gets the spec message: no subscriber, no mail', async ({ page }) => {
  const [a, b] = [uniqueAddress('m8-news-a', 'victim-a.com'), uniqueAddress('m8-news-b', 'victim-b.com')];
  const values = [`${a},${b}`, `Name <${a}>`, `${a}\r\nBcc: ${b}`];
  for (const value of values) {
    // A page of its own for each: the toasts of one do not hide the next.
    await page.goto('/about');
    await subscribeInFooter(page, value);
    await expectToast(page, newsletterMessages.email);
  }
  // Sent straight to the API, line breaks and all: the same message.
  for (const value of values) {
    const reply = await page.request.post(`${origins.backend}/newsletter`, { headers: { origin: origins.shell }, data: { email: value } });
    expect([value, reply.status(), (await reply.json()).message]).toEqual([value, 400, newsletterMessages.email]);
  }
  for (const address of [a, b]) {
    expect(readRows('select email from newsletter_subscribers where email like ?', `%${address}%`)).toEqual([]);
    expect(readRows('select id from mail_outbox where recipient like ?', `%${address}%`)).toEqual([]);
    expect(await mailsTo(address)).toEqual([]);
  }
});

test('a valid address is confirmed and the field emptied; subscribing again is fine', async ({ page }) => {
  await page.goto('/about');
  const address = `news-${Date.now()}@practice.com`;
  for (let round = 0; round < 2; round += 1) {
    const email = await subscribeInFooter(page, address);
    // One toast per form: the second success takes the first one's place (WEB-2).
    await expect(toast(page, toastMessages.newsletterSubscribed)).toHaveCount(1);
    await expect(email).toHaveValue('');
  }
});

test('with the backend unreachable the visitor is told and keeps the address', async ({ page }) => {
  await page.route('**/newsletter', (route) => route.abort('connectionrefused'));
  await page.goto('/about');
  const email = await subscribeInFooter(page, 'office@practice.com');
  await expectToast(page, toastMessages.serverUnreachable);
  await expect(email).toHaveValue('office@practice.com');
});
