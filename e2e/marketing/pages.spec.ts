import { expect, test } from '../testing/test';
import { UNEXPECTED_ERROR_HEADING } from '@rcm/shared';
import { markDocument } from '../testing/site';

test('home: hero tagline, teaser cards, trusted partner, service tabs and why choose us', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Clarity RCM — Smarter Billing, Better Care');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smarter Billing, Better Care');
  await expect(page.getByRole('heading', { name: 'Your Trusted Partner' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Our services' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why Choose Us' })).toBeVisible();
  const teasers = page.getByRole('list', { name: 'Insights' }).getByRole('link');
  await expect(teasers).toHaveCount(3);
});

test('each teaser card opens its article', async ({ page }) => {
  const articles = [
    ['Revenue recovery starts with precise billing', '/insights/revenue-recovery-through-precise-billing'],
    ['Automating medical billing without losing the human touch', '/insights/automating-medical-billing'],
    ['How billing enhances patient care', '/insights/billing-that-enhances-patient-care'],
  ] as const;
  for (const [title, path] of articles) {
    await page.goto('/');
    await page
      .getByRole('list', { name: 'Insights' })
      .getByRole('link', { name: new RegExp(title) })
      .click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible();
  }
  await page.goto('/insights/no-such-article');
  await expect(page.getByRole('heading', { name: UNEXPECTED_ERROR_HEADING })).toBeVisible();
});

test('the first service tab is active; hovering and focusing others switches heading, text and picture', async ({ page }) => {
  await page.goto('/');
  const tabs = page.getByRole('tablist', { name: 'Our services' });
  const panel = page.getByRole('tabpanel');
  const claims = [
    'Claims Management',
    'Clean claims, submitted right the first time',
    'Claim scrubbing against payer-specific edits before submission',
    'A claim form with a green check mark, ready to submit',
  ] as const;
  const others = [
    [
      'Insurance Verification',
      'Know the coverage before the patient arrives',
      'Eligibility and benefits checked 48 hours before scheduled visits',
      'An insurance card under a magnifying glass',
    ],
    [
      'Detailed Reports & Analytics',
      'See where every dollar stands',
      'Collections, adjustments and days in A/R by provider and payer',
      'A bar chart rising with a trend line',
    ],
    [
      'Denial Management',
      'Turn denials into paid claims',
      'Every denial reviewed within two business days',
      'A denied claim turned around by an arrow into an approved one',
    ],
  ] as const;
  async function expectShown([name, heading, bullet, picture]: readonly [string, string, string, string]) {
    await expect(tabs.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { selected: true })).toHaveCount(1);
    await expect(panel.getByRole('heading')).toHaveText(heading);
    await expect(panel.getByText(bullet)).toBeVisible();
    await expect(panel.getByRole('img', { name: picture })).toBeVisible();
  }
  await expectShown(claims);
  for (const tab of others) {
    await tabs.getByRole('tab', { name: tab[0] }).hover();
    await expectShown(tab);
  }
  // Keyboard: Tab lands on the selected tab only (roving tabindex); arrows move focus and selection.
  await page.mouse.move(0, 0);
  await tabs.getByRole('tab', { name: 'Claims Management' }).focus();
  await expectShown(claims);
  for (const tab of others) {
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: tab[0] })).toBeFocused();
    await expectShown(tab);
  }
  await page.keyboard.press('ArrowRight');
  await expectShown(claims);
});

test('Why Choose Us → Contact Us goes to /contact without a page load', async ({ page }) => {
  await page.goto('/');
  const sameDocument = await markDocument(page);
  await page.getByRole('main').getByRole('link', { name: 'Contact Us', exact: true }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
  expect(await sameDocument()).toBe(true);
});

test('/services lists the four services and three packages with prices', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const service of ['Claims Management', 'Insurance Verification', 'Detailed Reports & Analytics', 'Denial Management']) {
    await expect(page.getByRole('heading', { name: service, level: 3 })).toBeVisible();
  }
  for (const [name, price] of [
    ['Silver', '$20'],
    ['Gold', '$50'],
    ['Platinum', '$80'],
  ] as const) {
    const card = page.getByRole('article', { name });
    await expect(card.getByText(price, { exact: true })).toBeVisible();
    await expect(card.getByText('/month')).toBeVisible();
  }
  await expect(page.getByRole('article', { name: 'Platinum' }).getByText('Credentialling')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/login');
});

test('/privacy and /terms are dated policies with a table of contents', async ({ page }) => {
  for (const [path, title, section] of [
    ['/privacy', 'Privacy Policy', 'Health information and HIPAA'],
    ['/terms', 'Terms of Service', 'Packages, prices and payment'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('Last updated: November 27, 2026')).toBeVisible();
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: section }).click();
    await expect(page.getByRole('heading', { name: new RegExp(section) })).toBeInViewport();
  }
  await page.goto('/privacy');
  await expect(page.getByText(/a_session_rcm/)).toBeVisible();
  await expect(page.getByText(/last four digits/).first()).toBeVisible();
});
