import { expect, test as base, type Page } from '@playwright/test';
import { recordToasts } from './site';

/** Resolves once the shell has taken over the server's HTML (it then marks `<html data-interactive>`). */
export async function waitForInteractive(page: Page): Promise<void> {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` return once the page is interactive:
 * the server's HTML shows earlier, but a click before then is a plain link or form submission,
 * not the app's, as it would be for a visitor. Every toast its documents show is recorded
 * (expectToastShown).
 */
export const test = base.extend({
  page: async ({ page }, run) => {
    await recordToasts(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForInteractive(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForInteractive(page);
      return response;
    };
    await run(page);
  },
});

export { expect };
