import type { Page } from '@playwright/test';
import { expect, test, waitForInteractive } from '../testing/test';
import { PHONE_VIEWPORT, withStoredUser } from '../testing/site';

const storedUser = { name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'none', rc_score: 42 };

test.describe('desktop navigation', () => {
  test('lists Home, About Us, Services, Contact Us and "Get started" when logged out', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected: Array<[string, string]> = [
      ['Home', '/'],
      ['About Us', '/about'],
      ['Services', '/services'],
      ['Contact Us', '/contact'],
      ['Get started', '/login'],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  test('shows "Profile" instead of "Get started" when a user is stored', async ({ page }) => {
    await withStoredUser(page, storedUser);
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute('href', '/profile');
    await expect(nav.getByRole('link', { name: 'Get started' })).toHaveCount(0);
  });
});

test.describe('phone navigation', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('a menu button opens Home, About Us, Contact Us and Login', async ({ page }) => {
    await page.goto('/about');
    // Services is a desktop-only link: at phone width the main navigation does not offer it.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' })).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await menuButton.getAttribute('aria-controls')}`);
    await expect(menu.getByRole('link')).toHaveText(['Home', 'About Us', 'Contact Us', 'Login']);
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('link', { name: 'Services' })).toHaveCount(0);

    await menu.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('logged in, "Login" still reads Login but leads to the profile', async ({ page }) => {
    await withStoredUser(page, storedUser);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/profile');
  });

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await page.goto('/about');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
  });
});

test.describe('footer', () => {
  test('has company and legal links, four named social icons and the copyright line', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const company = footer.getByRole('navigation', { name: 'Company' });
    await expect(company.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    await expect(company.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    await expect(company.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    for (const network of ['Facebook', 'Instagram', 'Twitter', 'LinkedIn']) {
      await expect(footer.getByRole('link', { name: network, exact: true })).toBeVisible();
    }
    await expect(footer.getByText('© 2024 Clarity RCM. All rights reserved.')).toBeVisible();
    await expect(footer.getByLabel('Email')).toBeVisible();
  });

  test('shows on the error screen and on every remote page', async ({ page }) => {
    for (const path of ['/no-such-page', '/about', '/profile', '/contact', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo').getByText('All rights reserved.')).toBeVisible();
    }
  });
});

test.describe('scroll position (WEB-1)', () => {
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
  /** Two frames, so a position the router restores as the page takes over has been applied. */
  const afterTwoFrames = (page: Page) =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  test('a page loaded in full starts at the top, however far down the last one was; Back returns to where it was', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    const left = await scrollY(page);

    // As an address typed in the same tab, or a link opened from a mail: a new document, not the app's routing.
    await page.goto('/services');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await afterTwoFrames(page);
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await waitForInteractive(page);
    await expect.poll(() => scrollY(page)).toBe(left);
  });
});
