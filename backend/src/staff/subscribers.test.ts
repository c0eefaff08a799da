import type { StaffPage } from '@rcm/shared';
import { describeDatabase, startTestServer, type TestServer } from '../testing/test-server';
import { listSubscribers, listSubscriptions } from './subscribers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Each page of a list read `limit` at a time, as [its items' keys, whether it gave a next cursor]. */
async function pagesOf<T>(list: (page: { cursor?: string; limit: number }) => Promise<StaffPage<T>>, limit: number, key: (item: T) => string | number) {
  const pages: Array<[Array<string | number>, boolean]> = [];
  let cursor: string | null = null;
  do {
    const page: StaffPage<T> = await list(cursor ? { cursor, limit } : { limit });
    pages.push([page.items.map(key), page.nextCursor !== null]);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return pages;
}

describe(`the staff's subscriber and subscription lists (${describeDatabase()})`, () => {
  test('a page of newsletter addresses that ends the list has no next cursor, however full', async () => {
    const { db } = server.app;
    const list = (page: { cursor?: string; limit: number }) => listSubscribers(db, page);
    expect(await pagesOf(list, 3, (row) => row.email)).toEqual([[[], false]]);
    for (const [email, day] of [['old@example.com', '01'], ['middle@example.com', '02'], ['new@example.com', '03']] as const) {
      await db.insertInto('newsletter_subscribers').values({ email, created_at: `2026-03-${day}T10:00:00.000+00:00` }).execute();
    }
    const newestFirst = ['new@example.com', 'middle@example.com', 'old@example.com'];
    expect(await pagesOf(list, 3, (row) => row.email)).toEqual([[newestFirst, false]]);
    expect(await pagesOf(list, 2, (row) => row.email)).toEqual([
      [newestFirst.slice(0, 2), true],
      [newestFirst.slice(2), false],
    ]);
    expect(await pagesOf(list, 1, (row) => row.email)).toEqual(newestFirst.map((email, index) => [[email], index < 2]));
  });

  test('a page of subscriptions that ends the list has no next cursor, however full', async () => {
    const { db } = server.app;
    const list = (page: { cursor?: string; limit: number }) => listSubscriptions(db, page);
    expect(await pagesOf(list, 3, (row) => row.id)).toEqual([[[], false]]);
    for (const user of ['first', 'second', 'third']) {
      await db
        .insertInto('subscriptions')
        .values({ user_id: user, username: `${user}@example.com`, package: 'gold', card_last4: '4242', payment_reference: 'r', created_at: '2026-03-01T10:00:00.000+00:00' })
        .execute();
    }
    const newestFirst = (await db.selectFrom('subscriptions').select('id').orderBy('id', 'desc').execute()).map((row) => Number(row.id));
    expect(newestFirst).toHaveLength(3);
    expect(await pagesOf(list, 3, (row) => row.id)).toEqual([[newestFirst, false]]);
    expect(await pagesOf(list, 2, (row) => row.id)).toEqual([
      [newestFirst.slice(0, 2), true],
      [newestFirst.slice(2), false],
    ]);
  });
});
