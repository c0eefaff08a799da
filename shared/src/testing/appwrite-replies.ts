import type { SubscriptionQuote } from '../policy/billing';
import { ok, type FakeReply, type FakeRoute } from './fake-fetch';

/**
 * What the account API (`/v1`, Appwrite's) answers, for component tests that run the real SDK
 * against `fakeFetch`: one place for the shapes the SDK and the pages read.
 */

/** The account (`GET /v1/account`, and what the account's own changes answer): Maria's unless told. */
export const appwriteUser = (fields: Record<string, unknown> = {}): FakeReply =>
  ok({ $id: 'u1', name: 'Maria Lopez', email: 'maria@clinic.com', emailVerification: false, mfa: false, labels: [], prefs: {}, ...fields });

/** Which second factors the account has (`GET /v1/account/mfa/factors`). */
export const mfaFactors = (given: { totp?: boolean; email?: boolean; recoveryCode?: boolean }): FakeReply =>
  ok({ totp: false, phone: false, email: false, recoveryCode: false, custom: false, ...given });

/** A challenge for a second factor (`POST /v1/account/mfa/challenges`), open for an hour. */
export const mfaChallenge = (id: string): FakeReply =>
  ok({ $id: id, $createdAt: new Date().toISOString(), userId: 'u1', expire: new Date(Date.now() + 3600_000).toISOString() }, 201);

/** A session opened (`POST /v1/account/sessions/email`). */
export const sessionOpened: FakeReply = ok({ $id: 's1' }, 201);

/** A token (of a verification or recovery link) as the API answers it: its secret is never in the reply. */
export const appwriteToken: FakeReply = ok({ $id: 't1', userId: 'u1', secret: '', expire: '' }, 201);

/** What deleting answers (a session, the sessions). */
export const noContent: FakeReply = { status: 204 };

/** A JWT of the session (`POST /v1/account/jwts`), which calls to the site's API carry for the signed-in visitor. */
export const sessionJwt: FakeReply = ok({ jwt: 'session-jwt' }, 201);

/** The server's record of the signed-in customer (`GET /customer`). */
export const customerRecord = (fields: Record<string, unknown> = {}): FakeReply =>
  ok({ subscribtion: 'none', rc_score: 37, paid_until: '', cancelled: false, ...fields });

/** A quote for Gold, bought new: the server's answer below, and what a receipt is written from. */
export const sampleQuote: SubscriptionQuote = {
  kind: 'new',
  subscribtion: 'gold',
  from: '',
  price_cents: 5000,
  credit_cents: 0,
  credit_days: 0,
  charge_cents: 5000,
  extra_days: 0,
  paid_until: '2026-12-28T10:00:00.000+00:00',
};

/** What choosing a package would charge (`GET /subscribtion/quote`): by default Gold, bought new. */
export const subscriptionQuote = (fields: Record<string, unknown> = {}): FakeReply => ok({ ...sampleQuote, ...fields });

/** A login that succeeds (no second factor): the session, the account, a JWT for the site's API, the customer record. */
export const loginRoutes = (user: Record<string, unknown> = {}, customer: Record<string, unknown> = {}): Record<string, FakeRoute> => ({
  'POST /v1/account/sessions/email': sessionOpened,
  'GET /v1/account': appwriteUser(user),
  'POST /v1/account/jwts': sessionJwt,
  'GET /customer': customerRecord(customer),
});

/** What the profile settings page reads as it opens: the account (no second factor, no other sessions) and the billing details given. */
export const settingsPageRoutes = (billingDetails: { practice_name: string; billing_address: string }): Record<string, FakeRoute> => ({
  'GET /v1/account': appwriteUser(),
  'GET /v1/account/mfa/factors': mfaFactors({}),
  'GET /v1/account/sessions': ok({ total: 0, sessions: [] }),
  'POST /v1/account/jwts': sessionJwt,
  'GET /customer/billing-details': ok(billingDetails),
});
