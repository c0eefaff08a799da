import { Account, Client } from 'appwrite';
import type { RuntimeConfig } from '../config/runtime-config';

/**
 * The official Appwrite web SDK pointed at the configured endpoint: the site's own backend by
 * default, a real Appwrite project in production. Kept out of the main `@rcm/shared` entry so
 * only the pages that log in download the SDK.
 */
export function createAppwriteAccount(config: Pick<RuntimeConfig, 'appwrite'>): { client: Client; account: Account } {
  const client = new Client().setEndpoint(config.appwrite.endpoint).setProject(config.appwrite.projectId);
  return { client, account: new Account(client) };
}

export { AppwriteException, ID } from 'appwrite';
export type { Account, Models } from 'appwrite';
