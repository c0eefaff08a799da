import { pagePaths } from '@rcm/shared';
import { expectNoSeriousViolations } from '../testing/accessibility';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '../testing/site';
import { expect, test } from '../testing/test';

const pages = pagePaths;

for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of pages) {
      test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    }
  });
}
