// @ts-check
/**
 * `node scripts/screenshots.mjs [base-url]`: full-page screenshots of every page at desktop
 * (1280 px) and phone (390 px) width, into screenshots/, from a running site (`npm start`).
 * The staff console's pages too when this shell can give an account the staff role: run it with
 * the site's DATA_DIR or DATABASE_URL (as `npm run staff` is), and the local mail inbox
 * `npm start` runs (MAIL_WEB_PORT), where the account's verification link is read. The staff
 * member sets up two-step verification in the account settings as a person does (the code
 * computed from the setup key the page shows), which adds its screens: the console's prompt to
 * set it up, the settings' QR code and recovery codes, an export's code dialog, the login's code step.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { localPorts, repoRoot } from './lib/apps.mjs';
import chromiumOptions from './lib/chromium.cjs';
import { mailPortsFromEnvironment } from './lib/mail-server.mjs';

/** @type {typeof import('@rcm/shared')} */
const shared = createRequire(import.meta.url)('@rcm/shared');
/** @type {typeof import('@rcm/shared/account-texts')} */
const accountTexts = createRequire(import.meta.url)('@rcm/shared/account-texts');
const baseUrl = process.argv[2] ?? `http://localhost:${localPorts.shell}`;
const outDir = path.join(repoRoot, 'screenshots');
const pages = [...shared.pagePaths, shared.paths.insight('automating-medical-billing'), '/no-such-page'];
const widths = [1280, 390];

/**
 * The verification link mailed to `email` (the sign-up page asks for it), as a URL of the site,
 * from the local mail inbox; undefined when none arrives within 15 s.
 * @param {string} email
 */
async function verificationLink(email) {
  const api = `http://localhost:${mailPortsFromEnvironment().web}/api/email`;
  for (let tries = 0; tries < 150; tries += 1) {
    /** @type {Array<{ to?: Array<{ address: string }>, subject?: string, text?: string }>} */
    const mails = await fetch(api).then(
      (reply) => (reply.ok ? reply.json() : []),
      () => [],
    );
    const mail = mails.find((item) => item.to?.some((to) => to.address.toLowerCase() === email) && item.subject?.includes('Verify'));
    const link = /\/verify-email\?[^\s"<>]+/.exec(mail?.text ?? '')?.[0];
    if (link) return new URL(link, baseUrl).href;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumOptions.chromiumExecutable, args: chromiumOptions.chromiumArgs });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width > 600 ? 800 : 844 } });
  for (const pagePath of pages) {
    await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
    await page
      .locator('main h1')
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
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
  // Only a verified address gets the role: follow the link the sign-up mailed.
  const link = await verificationLink(email);
  if (!link) {
    console.log('staff pages skipped: no verification mail in the local inbox (run against `npm start`, or set MAIL_WEB_PORT)');
    await page.close();
    continue;
  }
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: accountTexts.verificationMessages.verifiedTitle }).waitFor();
  try {
    execFileSync(process.execPath, [path.join(repoRoot, 'backend/dist/cli/staff.js'), 'grant', email, '--yes'], { stdio: 'pipe' });
  } catch {
    console.log("staff pages skipped: could not grant the role (run with the site's DATA_DIR or DATABASE_URL)");
    await page.close();
    continue;
  }
  // The labels are read at login.
  await page.evaluate("window.localStorage.removeItem('userData')");
  await page.goto(new URL(`/login?next=${encodeURIComponent(shared.staffPaths.inbox)}`, baseUrl).href);
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await logIn();
  // Staff must use two-step verification: the console says so first, and the settings set it up.
  const twoStep = accountTexts.twoStepMessages;
  await page.getByRole('heading', { level: 1, name: twoStep.staffSetUpTitle }).waitFor();
  await page.screenshot({ path: path.join(outDir, `staff-two-step-required-${width}.png`), fullPage: true });
  await page.getByRole('link', { name: twoStep.staffSetUpLink }).click();
  const section = page.getByRole('region', { name: twoStep.title });
  await section.getByRole('button', { name: twoStep.setUp }).click();
  await section.getByRole('img', { name: twoStep.qrLabel }).waitFor();
  await section.screenshot({ path: path.join(outDir, `settings-two-step-setup-${width}.png`) });
  const secret = (await section.getByLabel(twoStep.secretLabel).inputValue()).replace(/\s+/g, '');
  const code = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
  await section.getByLabel(twoStep.totpLabel).fill(code);
  await section.getByRole('button', { name: twoStep.confirm }).click();
  await section.getByRole('list', { name: twoStep.codesListLabel }).waitFor();
  await section.screenshot({ path: path.join(outDir, `settings-two-step-codes-${width}.png`) });
  await section.getByLabel(twoStep.codesSaved).check();
  await section.getByRole('button', { name: twoStep.turnOn }).click();
  await section.getByText(twoStep.statusOn).waitFor();
  await page.screenshot({ path: path.join(outDir, `settings-two-step-on-${width}.png`), fullPage: true });
  await page.goto(new URL(shared.staffPaths.inbox, baseUrl).href);
  await page.getByRole('table').waitFor();
  await page.screenshot({ path: path.join(outDir, `staff-inbox-${width}.png`), fullPage: true });
  await page.getByRole('table').getByRole('link').first().click();
  await page.getByRole('heading', { level: 1, name: /^Enquiry/ }).waitFor();
  await page.screenshot({ path: path.join(outDir, `staff-enquiry-${width}.png`), fullPage: true });
  for (const pagePath of [shared.staffPaths.subscribers, shared.staffPaths.subscriptions, shared.staffPaths.audit]) {
    await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
    await page.screenshot({ path: path.join(outDir, `${pagePath.slice(1).replaceAll('/', '-')}-${width}.png`), fullPage: true });
  }
  // The session gave no code in a challenge yet: an export asks for one.
  await page.goto(new URL(shared.staffPaths.inbox, baseUrl).href);
  await page.getByRole('button', { name: 'Export enquiries (CSV)' }).click();
  await page.getByRole('dialog', { name: twoStep.stepUpTitle }).waitFor();
  await page.screenshot({ path: path.join(outDir, `staff-export-code-${width}.png`) });
  await page.getByRole('button', { name: twoStep.stepUpCancel }).click();
  // The next login asks for the code.
  await page.goto(new URL(shared.paths.profile, baseUrl).href);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByText(shared.toastMessages.loggedOut).first().waitFor();
  await page.goto(new URL('/login', baseUrl).href);
  await logIn();
  await page.getByRole('heading', { level: 1, name: twoStep.loginTitle }).waitFor();
  await page.screenshot({ path: path.join(outDir, `login-code-step-${width}.png`), fullPage: true });
  console.log(`screenshots/staff-*-${width}.png`);
  await page.close();
}
await browser.close();
