import { STAFF_STEP_UP_ERROR_TYPE, STAFF_STEP_UP_MESSAGE, STAFF_STEP_UP_SECONDS } from '@rcm/shared';
import type { FastifyRequest } from 'fastify';
import type { Customer } from '../auth/customer-identity';
import { appwriteSecondFactorsForJwt } from '../auth/trusted-appwrite';
import type { TrustedAppwrite } from '../auth/trusted-appwrite';
import { ApiError, apiErrors } from '../errors/api-error';
import { challengedWithin, hasVerifiedAuthenticator } from './second-factor';

/** When each staff request's session last completed an MFA challenge ('' never), for the step-up. */
const lastChallenges = new WeakMap<FastifyRequest, string>();

/**
 * Staff must use two-step verification (security review M11): the account's `mfa` is on with a
 * verified authenticator app, and the session gave its second factor (`customerOf` already
 * refused a session that owes it). Otherwise 401 user_more_factors_required, so the console
 * sends a staff member without it to set it up. In production mode Appwrite says the same: the
 * account's `mfa`, its factors, and the JWT's session.
 */
export async function requireStaffSecondFactor(
  request: FastifyRequest,
  staff: Customer,
  trusted: TrustedAppwrite | undefined,
): Promise<void> {
  if (!staff.mfa) throw apiErrors.moreFactorsRequired();
  if (trusted) {
    const second = await appwriteSecondFactorsForJwt(trusted, String(request.headers['x-appwrite-jwt']));
    if (!second?.totp) throw apiErrors.moreFactorsRequired();
    lastChallenges.set(request, second.mfaUpdatedAt);
    return;
  }
  if (!(await hasVerifiedAuthenticator(request.server.db, staff.userId))) throw apiErrors.moreFactorsRequired();
  lastChallenges.set(request, staff.session?.mfa_updated_at ?? '');
}

/**
 * Step-up for what copies data out (the exports): the session's last MFA challenge at most
 * STAFF_STEP_UP_SECONDS old, else 403 with our own type, which the console answers by asking
 * for a code. Runs after `requireStaffSecondFactor` (a request it did not see is never fresh).
 */
export function requireRecentSecondFactor(request: FastifyRequest): void {
  const lastChallenge = lastChallenges.get(request) ?? '';
  if (!challengedWithin({ mfa_updated_at: lastChallenge }, STAFF_STEP_UP_SECONDS, request.server.clock())) {
    throw new ApiError(403, STAFF_STEP_UP_ERROR_TYPE, STAFF_STEP_UP_MESSAGE);
  }
}
