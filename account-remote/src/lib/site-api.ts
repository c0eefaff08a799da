import { backendClient } from '@rcm/shared';
import { sessionJwt } from './session-jwt';

/**
 * The site's API as the account pages call it: a call made for the signed-in visitor carries a
 * JWT of the session next to the cookie (the identity when accounts are a real Appwrite project).
 */
export const siteApi = () => backendClient({ sessionJwt });
