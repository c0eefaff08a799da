import type { FastifyRequest } from 'fastify';
import { apiErrors } from '../../errors/api-error';
import type { Caller } from '../../plugins/authentication';

/** The signed-in caller, or Appwrite's 401 for a guest. */
export async function signedIn(request: FastifyRequest): Promise<Caller> {
  const caller = await request.caller();
  if (!caller) throw apiErrors.guestMissingScope();
  return caller;
}

/**
 * Appwrite checks the caller's scope before it reads a parameter, so a guest gets 401 whatever
 * the body: this runs on onRequest, before the body is parsed or validated.
 */
export const requireSignedIn = async (request: FastifyRequest): Promise<void> => {
  await signedIn(request);
};
