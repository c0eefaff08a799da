import { SESSION_ENDED_STATUS, type ApiResult } from '@rcm/shared';
import { appwriteAccount } from '@rcm/shared/appwrite';
import { appwriteFailure } from './appwrite-failure';
import { succeeded } from './sdk-call';

/**
 * A short-lived JWT of the visitor's session, sent with calls to the site's own API next to the
 * cookie: the only proof of identity when auth is a real Appwrite project. A JWT the account
 * server will not give means the session has ended; one that could not be asked for is only
 * unreachable (a network blip must not log anyone out).
 */
export async function sessionJwt(): Promise<ApiResult<string>> {
  try {
    const { jwt } = await appwriteAccount().createJWT({ duration: 60 });
    return succeeded(jwt, 201);
  } catch (error) {
    const failure = appwriteFailure(error);
    return failure.unreachable ? failure : { ...failure, status: SESSION_ENDED_STATUS };
  }
}
