// Playwright's own `test`: the site's waits for the app to take over, which never happens here.
import { expect, test, type Page } from '@playwright/test';
import { contactMessages, toastMessages } from '@rcm/shared';
import { sampleEnquiry } from '@rcm/shared/testing';
import { withoutJavaScript } from '../testing/accessibility';
import { readRows } from '../testing/database';
import { contactField, fillContactForm } from '../testing/contact-form';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '../testing/site';

// The contact form sent before the page's JavaScript runs, or without it (WEB-3).
test.use({ javaScriptEnabled: false });

/** Every address the page's frame was at, to show no field's value ever lands in one. */
function visitedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

const send = (page: Page) => page.getByRole('button', { name: 'Send Message' }).click();

test('a valid enquiry is posted, stored and confirmed on the page, and no value is ever in the address', async ({ page }) => {
  const urls = visitedUrls(page);
  const lastName = `Nojs${Date.now()}`;
  await page.goto('/contact');
  await fillContactForm(page, { last_name: lastName });
  await send(page);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(toastMessages.contactReceived);
  await expect(contactField(page, 'last_name')).toHaveValue('');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/contact?sent=1');
  expect(readRows('select * from contact_enquiries where last_name = ?', lastName)).toEqual([
    expect.objectContaining({ ...sampleEnquiry, last_name: lastName }),
  ]);
  for (const url of urls) expect(url).not.toMatch(new RegExp(`${lastName}|first_name|email=|phone=|message=`));
});

test('a bad field is answered with its message beside it, what was typed kept, nothing stored and nothing in the address', async ({
  page,
}) => {
  const urls = visitedUrls(page);
  const lastName = `Nojsbad${Date.now()}`;
  await page.goto('/contact');
  await fillContactForm(page, { last_name: lastName, company: 'x', phone: '1' });
  await send(page);
  // The earlier of the two bad fields, as the spec orders them.
  await expect(contactField(page, 'company')).toHaveAccessibleDescription(contactMessages.company);
  await expect(page.getByText(contactMessages.company)).toBeVisible();
  await expect(page.getByText(contactMessages.phone)).toHaveCount(0);
  // The answer opens at the field in error with its message in sight, not at the top of the page.
  await expect(contactField(page, 'company')).toBeFocused();
  const message = await page.getByText(contactMessages.company).boundingBox();
  expect(message!.y + message!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await expect(contactField(page, 'last_name')).toHaveValue(lastName);
  await expect(contactField(page, 'message')).toHaveValue(sampleEnquiry.message);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/contact');
  expect(readRows('select id from contact_enquiries where last_name = ?', lastName)).toEqual([]);
  for (const url of urls) expect(url).not.toMatch(new RegExp(`${lastName}|first_name|email=|phone=|message=`));
});

for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
  test.describe(`at ${viewport.width} px`, () => {
    // Scripts are turned off by withoutJavaScript instead, which can still let axe run.
    test.use({ viewport, javaScriptEnabled: true });
    test('the answers, the first message and the confirmation, have no serious or critical accessibility violations', async ({ page }) => {
      const noScripts = await withoutJavaScript(page);
      await page.goto('/contact');
      await fillContactForm(page, { company: 'x', last_name: `Nojsaxe${Date.now()}` });
      await send(page);
      await expect(contactField(page, 'company')).toHaveAccessibleDescription(contactMessages.company);
      await noScripts.expectNoSeriousViolations();

      await fillContactForm(page, { last_name: `Nojsaxe${Date.now()}` });
      await send(page);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(toastMessages.contactReceived);
      // The server's answer: the form was posted without JavaScript, though scripts were allowed for the check before.
      await expect(page).toHaveURL(/\/contact\?sent=1$/);
      await noScripts.expectNoSeriousViolations();
    });
  });
}
