import { expect, type Page } from '@playwright/test';
import type { UserData } from '@rcm/shared';
import { origins } from './ports';

export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;

export const remoteOrigins = { marketing: origins.marketing, account: origins.account, staff: origins.staff } as const;

/** The toast the shell's single container shows with this text. */
export function toast(page: Page, text: string) {
  return page.locator('.Toastify').getByRole('alert').filter({ hasText: text });
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toast(page, text)).toBeVisible();
}

/** Puts a stored user in place before the page loads, as a successful login leaves it. */
export async function withStoredUser(page: Page, user: UserData): Promise<void> {
  await page.addInitScript((data) => window.localStorage.setItem('userData', JSON.stringify(data)), user);
}

/**
 * Marks the current document, so a test can tell a client-side navigation (the mark survives)
 * from a full page load (a new document without it).
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
  return () => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}
