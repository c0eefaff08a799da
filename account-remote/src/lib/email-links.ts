import { paths } from '@rcm/shared';
import { appwriteAccount } from '@rcm/shared/appwrite';
import { sdkAction } from './sdk-call';

/** The page a mailed link leads to, on the origin this page was loaded from (one of the site's). */
export function pageLink(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/** What a mailed link carries (`?userId=…&secret=…&expire=…`, as Appwrite builds it), if complete. */
export function linkParameters(search: string): { userId: string; secret: string; expire: string } | undefined {
  const query = new URLSearchParams(search);
  const userId = query.get('userId') ?? '';
  const secret = query.get('secret') ?? '';
  const expire = query.get('expire') ?? '';
  return userId && secret ? { userId, secret, expire } : undefined;
}

/** Whether the link's own `expire` says it is over (the server decides; this only saves a request). */
export function linkExpired(expire: string, now = Date.now()): boolean {
  const end = Date.parse(expire);
  return Number.isFinite(end) && end <= now;
}

/** Mails the signed-in account a link that verifies its address (Appwrite's createEmailVerification). */
export const sendVerificationEmail = () =>
  sdkAction(() => appwriteAccount().createEmailVerification({ url: pageLink(paths.verifyEmail) }), 201);
