import type { SubscriptionHistoryEntry } from '@rcm/shared';
import { loggedInCookie, sendJson, SITE_ORIGIN, signedInCookie, type TestServer } from './test-server';

/* What the renewal tests (customers/renewal.test.ts) buy and read, over real HTTP and from the tables. */

/** A customer who bought `subscribtion` with `card` just now; their package row. */
export async function customerWith(server: TestServer, subscribtion: string, card = '4242424242424242') {
  const username = `renew.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const cookie = await signedInCookie(server, username);
  const paid = await sendJson(`${server.url}/subscribtion`, 'PUT', { username, subscribtion, creditCard: card }, { cookie });
  expect(paid.status).toBe(200);
  const row = await server.app.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('username', '=', username)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { username, cookie, row, paidUntil: new Date(row.paid_until) };
}

export const packageRow = (server: TestServer, id: number) =>
  server.app.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
export const renewalCharges = (server: TestServer, subscriptionId: number) =>
  server.app.db.selectFrom('charges').selectAll().where('subscription_id', '=', subscriptionId).where('kind', '=', 'renewal').execute();

/** Sets the server's clock (what the profile is judged at) to `at`, and logs `username` in then (the earlier session has expired). */
export async function loggedInAt(server: TestServer, at: Date, username: string): Promise<string> {
  server.advanceClock((at.getTime() - server.options.clock!().getTime()) / 1000);
  return loggedInCookie(server, username);
}

export const profileOf = async (server: TestServer, cookie: string) =>
  (await (await fetch(`${server.url}/customer`, { headers: { origin: SITE_ORIGIN, cookie } })).json()) as Record<string, unknown>;
export const historyOf = async (server: TestServer, cookie: string) =>
  (
    (await (await fetch(`${server.url}/subscribtion/history`, { headers: { origin: SITE_ORIGIN, cookie } })).json()) as {
      entries: SubscriptionHistoryEntry[];
    }
  ).entries;
