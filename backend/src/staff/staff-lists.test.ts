import type { StaffPage } from '@rcm/shared';
import { appwriteDate } from '../db/timestamp';
import { describeDatabase, setUpTestServer } from '../testing/test-server';
import { storeSubscription } from '../testing/subscriptions';
import { countSubscribers, listSubscribers, subscriberExportRows } from '../newsletter/subscriber-store';
import { exportTime } from './export-cells';
import { listSubscriptions, subscriptionExportRows } from './subscription-list';

const server = setUpTestServer();

/** Each page of a list read `limit` at a time, as [its items' keys, whether it gave a next cursor]. */
async function pagesOf<T>(
  list: (page: { cursor?: string; limit: number }) => Promise<StaffPage<T>>,
  limit: number,
  key: (item: T) => string | number,
) {
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
    for (const [email, day] of [
      ['old@example.com', '01'],
      ['middle@example.com', '02'],
      ['new@example.com', '03'],
    ] as const) {
      await db
        .insertInto('newsletter_subscribers')
        .values({ email, created_at: `2026-03-${day}T10:00:00.000+00:00` })
        .execute();
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
    const list = (page: { cursor?: string; limit: number }) => listSubscriptions(db, page, {}, new Date());
    expect(await pagesOf(list, 3, (row) => row.id)).toEqual([[[], false]]);
    for (const user of ['first', 'second', 'third']) await storeSubscription(db, user, '2026-03-01T10:00:00.000+00:00');
    const newestFirst = (await db.selectFrom('subscriptions').select('id').orderBy('id', 'desc').execute()).map((row) => Number(row.id));
    expect(newestFirst).toHaveLength(3);
    expect(await pagesOf(list, 3, (row) => row.id)).toEqual([[newestFirst, false]]);
    expect(await pagesOf(list, 2, (row) => row.id)).toEqual([
      [newestFirst.slice(0, 2), true],
      [newestFirst.slice(2), false],
    ]);
  });

  test("the subscriptions' search takes `_` and `%` as they are written, in any case", async () => {
    const { db } = server.app;
    for (const user of ['ann_lee', 'annxlee', 'bo%b', 'bob']) await storeSubscription(db, user, '2026-03-01T10:00:00.000+00:00');
    const found = async (q: string) => (await listSubscriptions(db, { limit: 10 }, { q }, new Date())).items.map((row) => row.email).sort();
    expect(await found('ANN_')).toEqual(['ann_lee@example.com']);
    expect(await found('o%')).toEqual(['bo%b@example.com']);
    expect(await found('LEE')).toEqual(['ann_lee@example.com', 'annxlee@example.com']);
  });

  test('the subscriptions export holds every one, newest first, past a batch of 250', async () => {
    const { db } = server.app;
    const users = Array.from({ length: 251 }, (_, index) => `customer${index}`);
    for (const user of users) await storeSubscription(db, user, '2026-03-01T10:00:00.000+00:00');
    const rows: string[][] = [];
    for await (const batch of subscriptionExportRows(db, {}, new Date('2026-03-15T00:00:00Z'))) rows.push(...batch);
    // With the file's earlier packages, older than these.
    const newestFirst = (await db.selectFrom('subscriptions').select('username').orderBy('id', 'desc').execute()).map(
      (row) => row.username,
    );
    expect(newestFirst.slice(0, 251)).toEqual([...users].reverse().map((user) => `${user}@example.com`));
    expect(rows.map((row) => row[0])).toEqual(newestFirst);
  });

  test('the export holds every confirmed address, newest first, past a batch of 250 and at exactly 250; no pending one', async () => {
    const { db } = server.app;
    const exported = async () => {
      const rows: string[][] = [];
      for await (const batch of subscriberExportRows(db)) rows.push(...batch);
      return rows;
    };
    await db
      .insertInto('newsletter_subscribers')
      .values({ email: 'pending@example.com', created_at: '2025-06-01T00:00:00.000+00:00' })
      .execute();
    expect(await exported()).toEqual([]);
    /** A confirmed reader who signed up `minutes` after 2025 began, and confirmed a minute later. */
    const reader = (minutes: number) => {
      const at = Date.parse('2025-01-01T00:00:00.000Z') + minutes * 60_000;
      return {
        email: `reader${minutes}@example.com`,
        created_at: appwriteDate(new Date(at)),
        status: 'confirmed' as const,
        confirmed_at: appwriteDate(new Date(at + 60_000)),
      };
    };
    const readers = Array.from({ length: 250 }, (_, index) => reader(index + 1));
    await db.insertInto('newsletter_subscribers').values(readers).execute();
    // As the export writes times (STAFF-4).
    const asExported = (row: (typeof readers)[number]) => [row.email, exportTime(row.created_at), exportTime(row.confirmed_at)];
    const newestFirst = [...readers].reverse().map(asExported);
    expect(await exported()).toEqual(newestFirst);

    const earliest = reader(0);
    await db.insertInto('newsletter_subscribers').values(earliest).execute();
    expect(await exported()).toEqual([...newestFirst, asExported(earliest)]);
    expect(await countSubscribers(db)).toBe(251);
  });
});
