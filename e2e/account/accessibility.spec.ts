import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { registerAndLogIn, subscribeThroughApi } from '../testing/accounts';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '../testing/site';
import { expect, test } from '../testing/test';

/** The signed-in states the logged-out page checks (e2e/marketing/accessibility.spec.ts) cannot reach. */
async function expectNoSeriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      const email = await registerAndLogIn(page);
      await subscribeThroughApi(page, email, 'gold');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    });

    test('the signed-in profile, with its current package, has no serious or critical violations', async ({ page }) => {
      await expect(page.getByText('Current package')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the open card modal has no serious or critical violations', async ({ page }) => {
      await page.getByRole('button', { name: 'Subscribe Now to Platinum' }).click();
      await expect(page.getByRole('dialog', { name: 'Credit Card' })).toBeVisible();
      await expectNoSeriousViolations(page, 'dialog');
    });
  });
}
