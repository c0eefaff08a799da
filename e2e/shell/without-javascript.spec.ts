// Playwright's own `test`: the site's waits for the app to take over, which never happens here.
import { expect, test } from '@playwright/test';
import { brand, invoiceNumberOf, paths } from '@rcm/shared';

test.use({ javaScriptEnabled: false });

test('a page the browser renders (an invoice) without JavaScript says so inside the layout, with the phone number, and no endless spinner (WEB-6)', async ({
  page,
}) => {
  await page.goto(paths.invoice(invoiceNumberOf(2026, 1)));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'This page needs JavaScript' })).toBeVisible();
  await expect(main.getByRole('link', { name: brand.phoneDisplay })).toBeVisible();
  await expect(page.getByText('Loading…')).toBeHidden();
  // The notice sits below the navbar, not as a bare line above it.
  await expect(page.getByText('This site needs JavaScript to show its pages')).toBeHidden();
  const navBottom = (await page.getByRole('navigation').first().boundingBox())?.y ?? 0;
  expect((await main.getByRole('heading', { name: 'This page needs JavaScript' }).boundingBox())?.y).toBeGreaterThan(navBottom);
});
