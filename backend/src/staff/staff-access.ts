import { STAFF_LABEL, STAFF_NO_ACCESS_MESSAGE, STAFF_UNVERIFIED_MESSAGE } from '@rcm/shared';
import type { FastifyRequest } from 'fastify';
import type { TrustedAppwrite } from '../auth/trusted-appwrite';
import { requireCustomer } from '../auth/customer-identity';
import { ApiError } from '../errors/api-error';
import { requireStaffSecondFactor } from '../mfa/staff-factors';
import { clientAddress } from '../net/client-address';
import type { AuditActor } from './audit-log';

/** A staff member as the audit log names them, with the labels they hold (the release roles among them). */
export interface StaffCaller extends AuditActor {
  labels: string[];
}

/**
 * The staff member behind a request, checked on the server for every staff route: a guest is
 * answered 401, an account without the `staff` label 403, and so is one whose address is not
 * verified (a grant never follows an account to an address nobody checked). Label and
 * verification are read from storage (or from Appwrite in production mode) at every request,
 * so a revocation applies at once.
 */
export async function requireStaff(request: FastifyRequest, trusted: TrustedAppwrite | undefined): Promise<StaffCaller> {
  const caller = await requireCustomer(request, trusted);
  if (!caller.labels.includes(STAFF_LABEL)) throw new ApiError(403, 'user_unauthorized', STAFF_NO_ACCESS_MESSAGE);
  if (!caller.emailVerified) throw new ApiError(403, 'user_unauthorized', STAFF_UNVERIFIED_MESSAGE);
  // Two-step verification, always (401 user_more_factors_required without it).
  await requireStaffSecondFactor(request, caller, trusted);
  return { id: caller.userId, name: caller.email, address: clientAddress(request), labels: caller.labels };
}
