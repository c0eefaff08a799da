import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { staffPaths } from '@rcm/shared';
import { e2eDataDir } from '../../playwright.config';
import { expectLoggedIn, freshEmail, logIn, PASSWORD } from './accounts';
import { origins } from './ports';
import { repoRoot } from './releases';

/** `npm run staff -- <args>` on the browser tests' database, as an operator runs it; returns what it printed. */
export function staffCommand(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(repoRoot, 'backend/dist/cli/staff.js'), ...args], {
    env: { ...process.env, DATA_DIR: e2eDataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

/** Registers an account through the API (as the sign-up form does), without logging in. */
export async function registerThroughApi(page: Page, name: string, email = freshEmail()): Promise<string> {
  const reply = await page.request.post(`${origins.backend}/v1/account`, {
    headers: { origin: origins.shell, 'x-appwrite-project': 'rcm' },
    data: { userId: 'unique()', email, password: PASSWORD, name },
  });
  expect(reply.status()).toBe(201);
  return email;
}

/**
 * A staff member: an account registered on the site, given the role from the command line,
 * then logged in through the login page (which keeps the labels for the navbar), on the inbox.
 */
export async function logInAsStaff(page: Page, name = 'Sam Staff', site: string = origins.shell): Promise<string> {
  const email = await registerThroughApi(page, name);
  expect(staffCommand('grant', email)).toContain(`${email} is now staff.`);
  await page.goto(`${site}/login`);
  await logIn(page, email);
  await expectLoggedIn(page, /\/profile$/);
  await page.goto(`${site}${staffPaths.inbox}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Enquiries/ })).toBeVisible();
  return email;
}
