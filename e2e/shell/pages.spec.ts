import { expect, test } from '../testing/test';
import { UNEXPECTED_ERROR_HEADING } from '@rcm/shared';

test('/about shows Our Vision, Our Mission and Our Goals from the marketing remote', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  for (const section of ['Our Vision', 'Our Mission', 'Our Goals']) {
    await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
  }
  await expect(page.getByText(/leading billing partner for healthcare providers nationwide/)).toBeVisible();
  await expect(page.getByText(/maximises revenue recovery/)).toBeVisible();
  await expect(page.getByText(/virtual revenue cycle management company/)).toBeVisible();
  await expect(page).toHaveTitle(/About Us/);
});

test('/profile without a stored user says "You are not logged in"', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'You are not logged in' })).toBeVisible();
});

test('an unknown route shows "Unexpected Application Error!" inside the layout, with a way home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: UNEXPECTED_ERROR_HEADING, level: 1 })).toBeVisible();
  await expect(page.getByText('The page you were looking for does not exist or has moved.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/');
});
