import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Resolves once nothing on the page is moving (a toast sliding in or out, a fade). Axe reads
 * colours as they are at that instant, so a toast half-way through its entrance fails the
 * contrast rule. A toast's progress bar is its countdown to closing, not movement: waiting for
 * it would wait for the toast to be gone.
 */
async function motionSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const moving = document.getAnimations().filter((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      const finite = Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity);
      return finite && !target?.closest('.Toastify__progress-bar');
    });
    await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Lays out and paints every section now. Sections below the first screen have
 * `content-visibility: auto` (base.css): the browser skips their rendering until they come near
 * the viewport, and axe, reading colours far down a long page, could meet one not yet painted
 * and report its text as unreadable (seen on /services at 390 px: the last package's price).
 * A visitor scrolls to it and sees it painted. Set through the CSSOM, which the CSP allows.
 */
async function renderEverySection(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The page's serious and critical violations, each as "rule: elements". */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await renderEverySection(page);
  await motionSettled(page);
  const builder = new AxeBuilder({ page }).withTags(RULE_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Fails on any serious or critical accessibility violation of the page (or of the part that
 * `include` selects). Checked up to three times, a second apart, while one remains: a violation
 * of a moment (an animation that began during the check) goes, a real one stays and fails the
 * test with its list. No timeout of its own: on a busy machine one check can take many seconds.
 */
export async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  let violations = await seriousViolations(page, include);
  for (let retry = 0; retry < 2 && violations.length > 0; retry += 1) {
    await page.waitForTimeout(1_000);
    violations = await seriousViolations(page, include);
  }
  expect(violations).toEqual([]);
}

/**
 * Turns scripts off for the page's next documents, as in a browser without JavaScript, and gives
 * the accessibility check for such a document. Playwright's `javaScriptEnabled: false` cannot be
 * checked: axe runs inside the page and needs its timers and frames, which that option stops
 * for good. Turned off here through Chromium's DevTools protocol, scripts are allowed again for
 * the check alone; the document's own scripts, skipped when it was parsed, stay unrun, so axe
 * reads what a visitor without JavaScript has.
 */
export async function withoutJavaScript(page: Page): Promise<{ expectNoSeriousViolations: () => Promise<void> }> {
  const session = await page.context().newCDPSession(page);
  const scriptsOff = (off: boolean) => session.send('Emulation.setScriptExecutionDisabled', { value: off });
  await scriptsOff(true);
  return {
    expectNoSeriousViolations: async () => {
      await scriptsOff(false);
      try {
        await expectNoSeriousViolations(page);
      } finally {
        await scriptsOff(true);
      }
    },
  };
}

/** No part of the page is wider than the screen (nothing to scroll sideways). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}
