import type { FastifyRequest } from 'fastify';
import type { TrustedAppwrite } from '../auth/trusted-appwrite';
import { apiErrors } from '../errors/api-error';
import { mfaIsOn, owesSecondFactor } from '../mfa/second-factor';
import type { SessionRow } from './account-store';
import { userLabels } from './labels';
import { appwriteAccountForJwt } from './trusted-appwrite';

export interface Customer {
  /** This server's user id, or the Appwrite user id in production mode. */
  userId: string;
  email: string;
  /** The account's name ('' when it has none), for the mails it gets. */
  name: string;
  /** The account's Appwrite user labels (`staff`), from this server's users or from Appwrite. */
  labels: string[];
  /** Whether the owner proved the address is theirs (`email_verified_at`, or Appwrite's `emailVerification`). */
  emailVerified: boolean;
  /** Two-step verification is on (Appwrite's `mfa`), from this server's users or from Appwrite. */
  mfa: boolean;
  /** This server's session, when it keeps the accounts (absent when Appwrite does). */
  session?: SessionRow;
}

/**
 * Who is asking, for the routes of the customer's own records: this server's session (cookie
 * or JWT), or in production mode an Appwrite JWT checked with Appwrite. Null for a guest. A
 * session that still owes its second factor is no one's yet: 401 user_more_factors_required, as
 * Appwrite answers it on its own routes (and does for such a JWT in production mode).
 */
export async function customerOf(request: FastifyRequest, trusted: TrustedAppwrite | undefined): Promise<Customer | null> {
  if (trusted) {
    const jwt = request.headers['x-appwrite-jwt'];
    const account = typeof jwt === 'string' && jwt ? await appwriteAccountForJwt(trusted, jwt) : null;
    return account
      ? {
          userId: account.id,
          email: account.email,
          name: account.name,
          labels: account.labels,
          emailVerified: account.emailVerification,
          mfa: account.mfa,
        }
      : null;
  }
  const caller = await request.caller();
  if (!caller) return null;
  if (await owesSecondFactor(request.server.db, caller.user, caller.session)) throw apiErrors.moreFactorsRequired();
  return {
    userId: caller.user.id,
    email: caller.user.email,
    name: caller.user.name,
    labels: userLabels(caller.user),
    emailVerified: caller.user.email_verified_at !== '',
    mfa: mfaIsOn(caller.user),
    session: caller.session,
  };
}

/** The customer behind a request to one of their own routes: a guest is answered 401 (the session has expired). */
export async function requireCustomer(request: FastifyRequest, trusted: TrustedAppwrite | undefined): Promise<Customer> {
  const customer = await customerOf(request, trusted);
  if (!customer) throw apiErrors.sessionExpired();
  return customer;
}
