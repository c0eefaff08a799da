import { registerAndLogIn } from '../testing/accounts';
import { expect, test } from '../testing/test';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, "Log out of all devices" starts at Logout\'s edge, not indented under it (WEB-8)', async ({ page }) => {
  await registerAndLogIn(page);
  const logout = await page.getByRole('button', { name: 'Logout', exact: true }).boundingBox();
  const everywhere = page.getByRole('button', { name: 'Log out of all devices' });
  const box = await everywhere.boundingBox();
  // Where the label's text starts, as the visitor sees it.
  const textLeft = await everywhere.evaluate((button) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    return range.getBoundingClientRect().left;
  });
  expect(logout && box).toBeTruthy();
  if (box!.y > logout!.y + 10) expect(Math.abs(textLeft - logout!.x)).toBeLessThanOrEqual(2);
  else expect(box!.x).toBeGreaterThan(logout!.x + logout!.width);
});
