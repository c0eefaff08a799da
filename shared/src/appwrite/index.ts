// The main entry by its package name, not a relative path: in the browser it is the one
// shared instance holding the config the shell set; a relative import would bundle a copy.
import { getRuntimeConfig, type RuntimeConfig } from '@rcm/shared';
import { Account, Client } from 'appwrite';

/**
 * The official Appwrite web SDK pointed at the configured endpoint: the site's own backend by
 * default, a real Appwrite project in production. Kept out of the main `@rcm/shared` entry so
 * only the pages that log in download the SDK.
 */
export function createAppwriteAccount(config: Pick<RuntimeConfig, 'appwrite'>): Account {
  return new Account(new Client().setEndpoint(config.appwrite.endpoint).setProject(config.appwrite.projectId));
}

let memo: { key: string; account: Account } | undefined;

/** The account client for this page's Appwrite endpoint (from the runtime config), made once. */
export function appwriteAccount(): Account {
  const config = getRuntimeConfig();
  const key = `${config.appwrite.endpoint} ${config.appwrite.projectId}`;
  if (memo?.key !== key) memo = { key, account: createAppwriteAccount(config) };
  return memo.account;
}

export { AppwriteException, AuthenticationFactor, AuthenticatorType, ID } from 'appwrite';
export type { Account, Models } from 'appwrite';
