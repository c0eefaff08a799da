import { fileNameOf, unreachableFailure, type ApiResult, type BillingDetails } from '@rcm/shared';
import { appwriteAccount, type Models } from '@rcm/shared/appwrite';
import { sdkAction, sdkCall, succeeded } from '../../lib/sdk-call';
import { siteApi } from '../../lib/site-api';

/** Appwrite's updateName. */
export const updateName = (name: string) => sdkCall(() => appwriteAccount().updateName({ name }));

/** Appwrite's updatePassword, with the current password. */
export const updatePassword = (password: string, oldPassword: string) =>
  sdkCall(() => appwriteAccount().updatePassword({ password, oldPassword }));

/**
 * Appwrite's updateEmail (with the password). This site's server changes nothing yet: it mails
 * the new address a link that makes the change, tells the current one, and answers the account
 * as it is (with its current address).
 */
export const updateEmail = (email: string, password: string) => sdkCall(() => appwriteAccount().updateEmail({ email, password }));

export const listSessions = () => sdkCall(async () => (await appwriteAccount().listSessions()).sessions);

export const deleteSession = (sessionId: string) => sdkCall(() => appwriteAccount().deleteSession({ sessionId }));

/** How a session is named in the list: "Chrome 131 on Windows 10", or what is known of it. */
export function deviceLabel(
  session: Pick<Models.Session, 'clientName' | 'clientVersion' | 'osName' | 'osVersion' | 'deviceName'>,
  unknown: string,
): string {
  const client = [session.clientName, session.clientVersion].filter(Boolean).join(' ');
  const system = [session.osName, session.osVersion].filter(Boolean).join(' ');
  if (client && system) return `${client} on ${system}`;
  return client || system || unknown;
}

/** "Download my data": the file the server puts together, with the name it gives it. */
export async function downloadMyData(): Promise<ApiResult<{ blob: Blob; fileName: string }>> {
  const result = await siteApi().download('/customer/data', { signedIn: true });
  if (!result.ok) return result;
  try {
    return succeeded({ blob: await result.value.blob(), fileName: fileNameOf(result.value, 'my-data.json') });
  } catch {
    return unreachableFailure();
  }
}

/**
 * Deleting the account: the password again (`POST /customer/reauthenticate`, under the login
 * throttle), then Appwrite's updateStatus, which the server answers by closing the account
 * as the privacy policy says.
 */
export async function deleteAccount(password: string): Promise<ApiResult> {
  const confirmed = await siteApi().request('POST', '/customer/reauthenticate', { body: { password }, signedIn: true });
  if (!confirmed.ok) return confirmed;
  return sdkAction(() => appwriteAccount().updateStatus());
}

const billingDetailsOf = (body: Record<string, unknown>): BillingDetails | undefined =>
  typeof body.practice_name === 'string' && typeof body.billing_address === 'string'
    ? { practice_name: body.practice_name, billing_address: body.billing_address }
    : undefined;

/** `GET /customer/billing-details`: the practice's name and billing address the invoices carry. */
export const billingDetails = () => siteApi().request('GET', '/customer/billing-details', { read: billingDetailsOf, signedIn: true });

/** `PUT /customer/billing-details`: keeps them for the invoices to come; answers them as kept (trimmed). */
export const saveBillingDetails = (details: BillingDetails) =>
  siteApi().request('PUT', '/customer/billing-details', { body: details, read: billingDetailsOf, signedIn: true });
