import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { recordToasts } from './site';

/** Resolves once the shell has taken over the server's HTML (it then marks `<html data-interactive>`). */
export async function waitForInteractive(page: Page): Promise<void> {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

/**
 * Makes `page.goto` and `page.reload` return once the page is interactive: the server's HTML
 * shows earlier, but a click before then is a plain link or form submission, not the app's, as
 * it would be for a visitor.
 */
function waitForInteractiveOnNavigation(page: Page): void {
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
}

interface Fixtures {
  /**
   * Opens a page in a browser of its own (no cookies or storage shared with `page`), as another
   * device or another visitor would. Every one is closed when the test ends, before Playwright
   * collects the test's traces: a context left open, or closed without waiting, can be closing
   * while Playwright stops its tracing, which fails the test ("Target page, context or browser
   * has been closed").
   */
  newDevice: () => Promise<Page>;
}

/**
 * Playwright's `test`, whose pages' `goto` and `reload` return once the page is interactive,
 * and record every toast their documents show (expectToastShown).
 */
export const test = base.extend<Fixtures>({
  page: async ({ page }, run) => {
    await recordToasts(page);
    waitForInteractiveOnNavigation(page);
    await run(page);
  },
  newDevice: async ({ browser }, run) => {
    const contexts: BrowserContext[] = [];
    await run(async () => {
      const context = await browser.newContext();
      contexts.push(context);
      await recordToasts(context);
      const page = await context.newPage();
      waitForInteractiveOnNavigation(page);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };
