// The inbox is MailDev's page, not the site's: Playwright's own `test` (testing/test.ts's
// page.goto waits for the site's shell to take over).
import { expect, test } from '@playwright/test';
import nodemailer from 'nodemailer';
import {
  countMailsByMessageId,
  listMails,
  mailInboxUrl,
  mailLinks,
  mailSmtpUrl,
  mailsTo,
  uniqueAddress,
  waitForMail,
} from '../testing/mailbox';

/**
 * The plumbing the mail tests stand on, without the backend's mails: the site started for the
 * tests runs a real mail server, a mail sent to its SMTP port is read back through its REST API
 * (headers, text, HTML, links), and its web inbox shows it.
 */
async function sendTestMail(to: string, subject: string) {
  const transport = nodemailer.createTransport(mailSmtpUrl);
  try {
    return await transport.sendMail({
      from: 'Clarity RCM <no-reply@clarityrcm.com>',
      to,
      subject,
      text: 'Confirm your subscription: https://clarityrcm.com/newsletter/confirm?token=t1.\n',
      html: '<!doctype html><html><body><p><a href="https://clarityrcm.com/newsletter/confirm?token=t1&amp;source=footer">Confirm</a></p></body></html>',
      headers: {
        'List-Unsubscribe': '<https://clarityrcm.com/newsletter/unsubscribe?token=t1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  } finally {
    transport.close();
  }
}

test('a mail sent to the site’s mail server is read back through its API', async () => {
  const to = uniqueAddress('mailbox');
  const other = uniqueAddress('mailbox-other');
  await sendTestMail(other, 'Not this one');
  const sent = await sendTestMail(to, 'Please confirm your subscription');

  const mail = await waitForMail({ to, subject: /confirm your subscription/ });
  expect(mail.messageId).toBe(sent.messageId);
  expect(mail.subject).toBe('Please confirm your subscription');
  expect(mail.from).toEqual([{ address: 'no-reply@clarityrcm.com', name: 'Clarity RCM' }]);
  expect(mail.to.map((address) => address.address)).toEqual([to]);
  expect(mail.headers['list-unsubscribe']).toBe('<https://clarityrcm.com/newsletter/unsubscribe?token=t1>');
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.text).toContain('Confirm your subscription');
  expect(mail.html).toContain('<a href=');
  expect(mailLinks(mail)).toEqual([
    'https://clarityrcm.com/newsletter/confirm?token=t1&source=footer',
    'https://clarityrcm.com/newsletter/confirm?token=t1',
  ]);

  expect((await countMailsByMessageId()).get(sent.messageId)).toBe(1);
  expect((await mailsTo(to)).map((received) => received.subject)).toEqual(['Please confirm your subscription']);
  expect((await mailsTo(other)).map((received) => received.subject)).toEqual(['Not this one']);
  expect((await listMails()).some((received) => received.messageId === sent.messageId)).toBe(true);
});

test('waiting for a mail that never comes fails, naming what did arrive', async () => {
  const to = uniqueAddress('mailbox-wait');
  await sendTestMail(to, 'Something else');
  await waitForMail({ to });
  await expect(waitForMail({ to, subject: 'Never sent', timeoutMs: 500 })).rejects.toThrow(/mails to .*: "Something else"/);
});

test('the web inbox shows the mails', async ({ page }) => {
  const subject = `Inbox check ${uniqueAddress('subject')}`;
  const to = uniqueAddress('mailbox-page');
  await sendTestMail(to, subject);
  await waitForMail({ to });

  const response = await page.goto(mailInboxUrl);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/MailDev/);
  await expect(page.getByText(subject).first()).toBeVisible();
});
