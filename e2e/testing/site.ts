import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { RemoteName, UserData } from '@rcm/shared';
import { origins } from './ports';

export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;

/**
 * Where the site loads each remote's files from, as its runtime config names them now: the
 * folder of the remote's manifest, without the trailing slash (`${folder}/**` blocks the remote).
 * `npm start` makes its builds the live releases, so these are folders of the release store.
 */
export async function remoteFolders(): Promise<Record<RemoteName, string>> {
  const config = (await (await fetch(`${origins.shell}/runtime-config.json`)).json()) as { remotes: Record<RemoteName, string> };
  const folderOf = (manifest: string) => manifest.replace(/\/mf-manifest\.json$/, '');
  return {
    marketing: folderOf(config.remotes.marketing),
    account: folderOf(config.remotes.account),
    staff: folderOf(config.remotes.staff),
  };
}

/** The toast the shell's single container shows with this text. */
export function toast(page: Page, text: string) {
  return page.locator('.Toastify').getByRole('alert').filter({ hasText: text });
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toast(page, text)).toBeVisible();
}

/** Where recordToasts keeps the text of every toast a document showed. */
const TOASTS_SHOWN = '__toastsShown';

/**
 * Keeps the text of every toast each new document of `target` shows, for checks made once the
 * toast may already have closed (on a busy machine a page can take its 5 s to get where a test
 * looks).
 */
export async function recordToasts(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((key) => {
    const shown: string[] = [];
    (window as unknown as Record<string, string[]>)[key] = shown;
    new MutationObserver(() => {
      for (const alert of document.querySelectorAll('.Toastify [role="alert"]')) {
        const text = alert.textContent ?? '';
        if (!shown.includes(text)) shown.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, TOASTS_SHOWN);
}

/** The current document showed a toast with this text (recordToasts), whether or not it is still open. */
export async function expectToastShown(page: Page, text: string): Promise<void> {
  const shown = () =>
    page
      .evaluate(
        ({ key, wanted }) => {
          const recorded = (window as unknown as Record<string, string[] | undefined>)[key] ?? [];
          const open = [...document.querySelectorAll('.Toastify [role="alert"]')].map((alert) => alert.textContent ?? '');
          return [...recorded, ...open].some((seen) => seen.includes(wanted));
        },
        { key: TOASTS_SHOWN, wanted: text },
      )
      .catch(() => false);
  await expect.poll(shown, { message: `a toast saying "${text}"`, timeout: 15_000 }).toBe(true);
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
