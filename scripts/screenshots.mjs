// @ts-check
/**
 * `node scripts/screenshots.mjs [base-url]`: full-page screenshots of every page at desktop
 * (1280 px) and phone (390 px) width, into screenshots/, from a running site (`npm start`).
 * The staff console's pages too when this shell can give an account the staff role: run it with
 * the site's DATA_DIR or DATABASE_URL (as `npm run staff` is).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { localPorts, repoRoot } from './lib/apps.mjs';
import chromiumOptions from './lib/chromium.cjs';

/** @type {typeof import('@rcm/shared')} */
const shared = createRequire(import.meta.url)('@rcm/shared');
const baseUrl = process.argv[2] ?? `http://localhost:${localPorts.shell}`;
const outDir = path.join(repoRoot, 'screenshots');
const pages = [...shared.pagePaths, shared.paths.insight('automating-medical-billing'), '/no-such-page'];
const widths = [1280, 390];

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumOptions.chromiumExecutable, args: chromiumOptions.chromiumArgs });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width > 600 ? 800 : 844 } });
  for (const pagePath of pages) {
    await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
    const name = `${pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-')}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(`screenshots/${name}`);
  }
  await page.close();
}

/** The account pages as a signed-in visitor sees them: register mode, profile, open modal. */
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width > 600 ? 800 : 844 } });
  const email = `screenshots-${Date.now()}@example.com`;
  await page.goto(new URL('/login', baseUrl).href);
  await page.getByRole('button', { name: 'New user? Sign Up' }).click();
  await page.screenshot({ path: path.join(outDir, `login-register-${width}.png`), fullPage: true });
  await page.getByLabel('Name', { exact: true }).fill('Maria Lopez');
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password').fill('screenshot-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password').fill('screenshot-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('heading', { name: 'Your Profile' }).waitFor();
  await page.screenshot({ path: path.join(outDir, `profile-signed-in-${width}.png`), fullPage: true });
  await page.getByRole('button', { name: 'Subscribe Now to Gold' }).click();
  await page.getByRole('dialog', { name: 'Credit Card' }).waitFor();
  await page.screenshot({ path: path.join(outDir, `card-modal-${width}.png`) });
  console.log(`screenshots/login-register-${width}.png, profile-signed-in-${width}.png, card-modal-${width}.png`);
  await page.close();
}
/** The staff console, as a customer (no access) and as a staff member given the role at the command line. */
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width > 600 ? 800 : 844 } });
  const email = `screenshots-staff-${Date.now()}@example.com`;
  await page.goto(new URL('/login', baseUrl).href);
  await page.getByRole('button', { name: 'New user? Sign Up' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Sam Staff');
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password').fill('screenshot-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  const logIn = async () => {
    await page.getByLabel('Username').fill(email);
    await page.getByLabel('Password').fill('screenshot-password');
    await page.getByRole('button', { name: 'Log In' }).click();
  };
  await logIn();
  await page.getByRole('heading', { name: 'Your Profile' }).waitFor();
  await page.goto(new URL(shared.staffPaths.inbox, baseUrl).href);
  await page.getByText(shared.STAFF_NO_ACCESS_MESSAGE).waitFor();
  await page.screenshot({ path: path.join(outDir, `staff-no-access-${width}.png`), fullPage: true });
  try {
    execFileSync(process.execPath, [path.join(repoRoot, 'backend/dist/cli/staff.js'), 'grant', email], { stdio: 'pipe' });
  } catch {
    console.log('staff pages skipped: could not grant the role (run with the site\'s DATA_DIR or DATABASE_URL)');
    await page.close();
    continue;
  }
  // The labels are read at login.
  await page.evaluate("window.localStorage.removeItem('userData')");
  await page.goto(new URL(`/login?next=${encodeURIComponent(shared.staffPaths.inbox)}`, baseUrl).href);
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await logIn();
  await page.getByRole('table').waitFor();
  await page.screenshot({ path: path.join(outDir, `staff-inbox-${width}.png`), fullPage: true });
  await page.getByRole('table').getByRole('link').first().click();
  await page.getByRole('heading', { level: 1, name: /^Enquiry/ }).waitFor();
  await page.screenshot({ path: path.join(outDir, `staff-enquiry-${width}.png`), fullPage: true });
  for (const pagePath of [shared.staffPaths.subscribers, shared.staffPaths.subscriptions, shared.staffPaths.audit]) {
    await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
    await page.screenshot({ path: path.join(outDir, `${pagePath.slice(1).replaceAll('/', '-')}-${width}.png`), fullPage: true });
  }
  console.log(`screenshots/staff-*-${width}.png`);
  await page.close();
}
await browser.close();
