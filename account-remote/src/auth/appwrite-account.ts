import { getRuntimeConfig } from '@rcm/shared';
import { createAppwriteAccount } from '@rcm/shared/appwrite';
import type { Account } from '@rcm/shared/appwrite';

let account: Account | undefined;

/** The Appwrite account client for the configured endpoint, made on first use. */
export function appwriteAccount(): Account {
  account ??= createAppwriteAccount(getRuntimeConfig()).account;
  return account;
}
