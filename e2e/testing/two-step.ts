import { twoStepMessages } from '@rcm/shared/account-texts';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { logInThroughApi } from './accounts';
import { origins } from './ports';
import { expectToast } from './site';

/** RFC 6238 as the server reads it (backend/src/mfa/totp.ts): SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;

const stepNow = () => Math.floor(Date.now() / 1000 / PERIOD_SECONDS);

/**
 * An authenticator app holding `secret`, as a person uses one against the running site: each
 * code it gives is of a later 30-second step than the last one it gave, as the server accepts a
 * step once. The server accepts a step from one step before it on its clock, so the next step
 * is given at once when the clock allows, and otherwise the app waits for the clock (at most
 * 30 s). The same computation as `backend/src/testing/authenticator-app.ts`, on the real clock.
 */
export function authenticatorApp(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });
  const codeOf = (step: number) => totp.generate({ timestamp: step * PERIOD_SECONDS * 1000 });
  let lastStep = 0;
  return {
    /** A code the server accepts now and has not accepted before. */
    async nextCode(): Promise<string> {
      const step = Math.max(stepNow(), lastStep + 1);
      while (step > stepNow() + 1)
        await new Promise((resolve) => setTimeout(resolve, (step - 1) * PERIOD_SECONDS * 1000 - Date.now() + 250));
      lastStep = step;
      return codeOf(step);
    },
    /** The code the app gave last (already accepted or refused by the server). */
    lastCode(): string {
      return codeOf(lastStep);
    },
    /**
     * Whether the server's clock still takes the last code's step: a reuse refused now is
     * refused for being used, not for being old.
     */
    lastCodeStillCurrent(): boolean {
      return stepNow() <= lastStep + 1;
    },
    /** Six digits that are the code of no step the server takes now. */
    wrongCode(): string {
      const now = stepNow();
      const taken = new Set([now - 1, now, now + 1, now + 2].map(codeOf));
      for (let step = now - 100; ; step -= 1) if (!taken.has(codeOf(step))) return codeOf(step);
    },
  };
}

export type AuthenticatorApp = ReturnType<typeof authenticatorApp>;

/**
 * Two-step verification turned on for `email` over the API, as an app would (the fast path for
 * tests about what comes after): its own session adds the authenticator app, confirms it with a
 * code, makes the recovery codes, turns `mfa` on and logs out again. Sessions of the account
 * open elsewhere (a page's) then owe their second factor.
 */
export async function enrolThroughApi(email: string): Promise<{ app: AuthenticatorApp; recoveryCodes: string[] }> {
  const call = await logInThroughApi(email);

  const added = await call('POST', '/account/mfa/authenticators/totp');
  expect(added.status).toBe(200);
  const app = authenticatorApp(((await added.json()) as { secret: string }).secret);
  expect((await call('PUT', '/account/mfa/authenticators/totp', { otp: await app.nextCode() })).status).toBe(200);
  const codes = await call('POST', '/account/mfa/recovery-codes');
  expect(codes.status).toBe(201);
  const { recoveryCodes } = (await codes.json()) as { recoveryCodes: string[] };
  expect((await call('PATCH', '/account/mfa', { mfa: true })).status).toBe(200);
  expect((await call('DELETE', '/account/sessions/current')).status).toBe(204);
  return { app, recoveryCodes };
}

/**
 * Two-step verification turned on over the API from the page's own session (its cookies): the
 * session confirms the app itself, so it owes no code, but has given none in a challenge either
 * (an export asks for one).
 */
export async function enrolThisSession(page: Page): Promise<{ app: AuthenticatorApp; recoveryCodes: string[] }> {
  const headers = { origin: origins.shell, 'x-appwrite-project': 'rcm' };
  const added = await page.request.post(`${origins.backend}/v1/account/mfa/authenticators/totp`, { headers });
  expect(added.status()).toBe(200);
  const app = authenticatorApp(((await added.json()) as { secret: string }).secret);
  expect(
    (
      await page.request.put(`${origins.backend}/v1/account/mfa/authenticators/totp`, { headers, data: { otp: await app.nextCode() } })
    ).status(),
  ).toBe(200);
  const codes = await page.request.post(`${origins.backend}/v1/account/mfa/recovery-codes`, { headers });
  expect(codes.status()).toBe(201);
  const { recoveryCodes } = (await codes.json()) as { recoveryCodes: string[] };
  expect((await page.request.patch(`${origins.backend}/v1/account/mfa`, { headers, data: { mfa: true } })).status()).toBe(200);
  return { app, recoveryCodes };
}

/**
 * Sets two-step verification up in the account settings as a person does (on
 * `/profile/settings`): scans the QR code (the test reads the setup key shown beside it, as a
 * person who cannot scan types it), confirms a code, saves the recovery codes and turns it on.
 */
export async function setUpTwoStepInSettings(page: Page): Promise<{ app: AuthenticatorApp; recoveryCodes: string[] }> {
  const section = page.getByRole('region', { name: twoStepMessages.title });
  await expect(section.getByText(twoStepMessages.statusOff)).toBeVisible();
  await section.getByRole('button', { name: twoStepMessages.setUp }).click();
  await expect(section.getByRole('img', { name: twoStepMessages.qrLabel })).toBeVisible();
  const app = authenticatorApp(await section.getByLabel(twoStepMessages.secretLabel).inputValue());
  await section.getByLabel(twoStepMessages.totpLabel).fill(await app.nextCode());
  await section.getByRole('button', { name: twoStepMessages.confirm }).click();

  const list = section.getByRole('list', { name: twoStepMessages.codesListLabel });
  await expect(list.getByRole('listitem')).toHaveCount(6);
  const recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
  await section.getByLabel(twoStepMessages.codesSaved).check();
  await section.getByRole('button', { name: twoStepMessages.turnOn }).click();
  await expectToast(page, twoStepMessages.turnedOn);
  await expect(section.getByText(twoStepMessages.statusOn)).toBeVisible();
  return { app, recoveryCodes };
}

/** On the login's code step: gives the app's next code. */
export async function giveAuthenticatorCode(page: Page, app: AuthenticatorApp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: twoStepMessages.loginTitle })).toBeVisible();
  await page.getByLabel(twoStepMessages.totpLabel).fill(await app.nextCode());
  await page.getByRole('button', { name: twoStepMessages.verify }).click();
}
