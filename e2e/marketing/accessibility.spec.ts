import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../testing/test';
import { pagePaths } from '@rcm/shared';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '../testing/site';

const pages = pagePaths;

for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of pages) {
      test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
        expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });
}
