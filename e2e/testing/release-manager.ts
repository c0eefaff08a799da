import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './accounts';
import { runCommandWith, type CommandResult } from './cli';
import { origins } from './ports';
import { grantStaff, registerThroughApi, staffCommand } from './staff';
import { enrolThroughApi, type AuthenticatorApp } from './two-step';

/** A staff member with release roles, who runs `npm run release` from a terminal. */
export interface ReleaseManager {
  email: string;
  app: AuthenticatorApp;
  /** `npm run release -- <args>` as this person, with their own saved session (and `env`). */
  release: (args: string[], env?: NodeJS.ProcessEnv) => CommandResult;
}

/** A new staff member given `roles` (e.g. `release:marketing`) and two-step verification, with a session file of their own. */
export async function releaseManager(page: Page, name: string, roles: string[]): Promise<ReleaseManager> {
  const email = await registerThroughApi(page, name);
  await grantStaff(email);
  for (const role of roles) staffCommand('grant', '--role', role, email, '--yes');
  const { app } = await enrolThroughApi(email);
  const sessionFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-release-')), 'session.json');
  const release = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    runCommandWith('release', args, { RELEASES_API_URL: origins.backend, RELEASE_SESSION_FILE: sessionFile, ...env });
  return { email, app, release };
}

/** `login` as a script runs it: the address, the password and the app's current code from the environment. */
export async function logInToReleases({ email, app, release }: ReleaseManager): Promise<void> {
  const login = release(['login'], { RELEASE_EMAIL: email, RELEASE_PASSWORD: PASSWORD, RELEASE_CODE: await app.nextCode() });
  expect(login.status, login.errors).toBe(0);
}

/**
 * A new release manager of marketing (`name`), logged in to the command, who has published
 * releases A and B of marketing with it (the same build twice: two releases of their own) and
 * promoted A; `purpose` starts each change's reason.
 */
export async function marketingReleasesAAndB(page: Page, name: string, purpose: string) {
  const manager = await releaseManager(page, name, ['release:marketing']);
  await logInToReleases(manager);
  const a = succeeded(manager.release(['publish', 'marketing', '--reason', `${purpose}: release A`]));
  const b = succeeded(manager.release(['publish', 'marketing', '--reason', `${purpose}: release B`]));
  succeeded(manager.release(['promote', 'marketing', a, '--reason', `${purpose}: A live`]));
  return { manager, a, b };
}

/** What the site's pages are told to load marketing from (the inlined config says the same), by the web server instance at `site`. */
export async function marketingEntry(site: string = origins.shell): Promise<string> {
  const config = (await (await fetch(`${site}/runtime-config.json`)).json()) as { remotes: { marketing: string } };
  return config.remotes.marketing;
}

/** The folder of marketing's release `id` in the release store (its files' URLs start with it). */
export const storeFolder = (id: string) => `${origins.releases}marketing/${id}/`;

/** The manifest of marketing's release `id` in the release store. */
export const storeEntry = (id: string) => `${storeFolder(id)}mf-manifest.json`;

/** The command succeeded: what it printed, trimmed. */
export function succeeded(result: CommandResult): string {
  expect(result.status, result.errors).toBe(0);
  return result.output.trim();
}
