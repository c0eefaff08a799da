import type { ApiResult } from '@rcm/shared';
import { appwriteAccount, ID } from '@rcm/shared/appwrite';
import { appwriteFailure } from '../../lib/appwrite-failure';

/** Creates the account; the username is its email address. */
export async function register(input: { name: string; username: string; password: string }): Promise<ApiResult> {
  try {
    await appwriteAccount().create({ userId: ID.unique(), email: input.username.trim(), password: input.password, name: input.name.trim() });
    return { ok: true, status: 201, message: '', value: undefined };
  } catch (error) {
    return appwriteFailure(error);
  }
}
