import { getRuntimeConfig, unreachableFailure, withoutTrailingSlash, type ApiResult } from '@rcm/shared';
import { appwriteAccount, type Models } from '@rcm/shared/appwrite';
import { appwriteFailure } from '../../lib/appwrite-failure';
import { sessionJwt } from '../../lib/session-jwt';

const done = <T>(value: T, status = 200): ApiResult<T> => ({ ok: true, status, message: '', value });

async function sdkCall<T>(call: () => Promise<T>): Promise<ApiResult<T>> {
  try {
    return done(await call());
  } catch (error) {
    return appwriteFailure(error);
  }
}

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

/** A call to the site's own API, with the cookie and a fresh JWT (the identity in production mode). */
async function siteCall(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResult<Response>> {
  const jwt = await sessionJwt();
  if (!jwt.ok) return jwt;
  let response: Response;
  try {
    response = await fetch(`${withoutTrailingSlash(getRuntimeConfig().backendUrl)}${path}`, {
      method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        'X-Appwrite-JWT': jwt.value,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return unreachableFailure();
  }
  if (response.ok) return done(response, response.status);
  let reply: Record<string, unknown> = {};
  try {
    reply = (await response.json()) as Record<string, unknown>;
  } catch {
    // A reply without a JSON body carries no message of its own.
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { ok: false, status: response.status, message: text(reply.message), type: text(reply.type), unreachable: false };
}

/** "Download my data": the file the server puts together, with the name it gives it. */
export async function downloadMyData(): Promise<ApiResult<{ blob: Blob; fileName: string }>> {
  const result = await siteCall('GET', '/customer/data');
  if (!result.ok) return result;
  const disposition = result.value.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'my-data.json';
  try {
    return done({ blob: await result.value.blob(), fileName });
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
  const confirmed = await siteCall('POST', '/customer/reauthenticate', { password });
  if (!confirmed.ok) return confirmed;
  const closed = await sdkCall(() => appwriteAccount().updateStatus());
  return closed.ok ? done(undefined) : closed;
}
