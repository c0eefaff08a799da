import { monthsBefore, retentionPeriods } from '@rcm/shared';
import { sampleEnquiry } from '@rcm/shared/testing';
import { appwriteDate } from '../db/timestamp';
import { describeDatabase, setUpTestServer } from '../testing/test-server';
import { storeSubscription } from '../testing/subscriptions';
import { issueEmailToken, readEmailToken } from '../mail/email-tokens';
import { recordAudit } from './audit-log';
import { applyRetention } from './retention';

const server = setUpTestServer();

const now = new Date('2030-06-15T12:00:00Z');
const monthsAgo = (months: number, days = 0) => {
  const date = new Date(now.getTime());
  date.setUTCMonth(date.getUTCMonth() - months);
  return appwriteDate(new Date(date.getTime() - days * 86_400_000));
};

test(`retention deletes what the privacy policy says, by its periods, and nothing else (${describeDatabase()})`, async () => {
  const { db } = server.app;
  const enquiry = async (company: string, created: string, updated: string) => {
    const { id } = await db
      .insertInto('contact_enquiries')
      .values({ ...sampleEnquiry, company, created_at: created, updated_at: updated })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Each with a note of its timeline, which goes with it.
    await db
      .insertInto('enquiry_notes')
      .values({ enquiry_id: Number(id), author_id: 'u1', author: 'staff@clarity.example', text: company, created_at: created })
      .execute();
  };
  await enquiry('expired', monthsAgo(30), monthsAgo(retentionPeriods.enquiryMonths, 1));
  await enquiry('worked on lately', monthsAgo(30), monthsAgo(3));
  await enquiry('recent', monthsAgo(1), monthsAgo(1));

  const years = retentionPeriods.subscriptionYears * 12;
  await storeSubscription(db, 'changed-since', monthsAgo(years, 1));
  await storeSubscription(db, 'changed-since', monthsAgo(12));
  await storeSubscription(db, 'current-for-years', monthsAgo(years, 30));
  // Cancelled, its paid month over before the cutoff: nobody's package any more, so it goes.
  await storeSubscription(db, 'ended-long-ago', monthsAgo(years + 1, 1), monthsAgo(years + 1));
  // Cancelled, but bought within a month of the cutoff: its end is inside the period, so it stays.
  await storeSubscription(db, 'ended-lately', monthsAgo(years, 10), monthsAgo(years, 9));

  // Staff access records are judged by the database's own clock too (its trigger refuses to
  // delete a younger one), which this test cannot move to 2030: they are dated from today.
  const actor = { id: 'cli', name: 'cli:test', address: '' };
  const periodStart = monthsBefore(new Date(), retentionPeriods.staffAccessRecordMonths).getTime();
  await recordAudit(db, actor, { action: 'role.grant', subject: 'user:old' }, new Date(periodStart - 2 * 86_400_000));
  // Past the period by the job's clock (2030), not by the database's: kept.
  await recordAudit(db, actor, { action: 'role.grant', subject: 'user:new' }, new Date(periodStart + 2 * 86_400_000));

  const days = retentionPeriods.unconfirmedNewsletterDays;
  const signup = (email: string, created: Date, status: 'pending' | 'confirmed') =>
    db
      .insertInto('newsletter_subscribers')
      .values({ email, created_at: appwriteDate(created), status, confirmed_at: status === 'confirmed' ? appwriteDate(created) : '' })
      .execute();
  const daysAgo = (count: number) => new Date(now.getTime() - count * 86_400_000);
  await signup('never-confirmed@example.com', daysAgo(days + 1), 'pending');
  await signup('confirmed-long-ago@example.com', daysAgo(400), 'confirmed');
  await signup('pending-lately@example.com', daysAgo(days - 1), 'pending');
  const neverConfirmedLink = await issueEmailToken(db, {
    purpose: 'newsletter-unsubscribe',
    subject: 'never-confirmed@example.com',
    now: daysAgo(days + 1),
  });
  const keptLink = await issueEmailToken(db, {
    purpose: 'newsletter-unsubscribe',
    subject: 'confirmed-long-ago@example.com',
    now: daysAgo(400),
  });
  await issueEmailToken(db, {
    purpose: 'newsletter-confirm',
    subject: 'pending-lately@example.com',
    ttlMs: 7 * 86_400_000,
    now: daysAgo(days - 1),
  });

  expect(await applyRetention(db, now)).toEqual({
    enquiries: 1,
    subscriptions: 2,
    auditRecords: 1,
    unconfirmedNewsletterAddresses: 1,
    expiredEmailTokens: 1,
  });
  expect((await db.selectFrom('contact_enquiries').select('company').orderBy('id').execute()).map((row) => row.company)).toEqual([
    'worked on lately',
    'recent',
  ]);
  expect((await db.selectFrom('enquiry_notes').select('text').orderBy('id').execute()).map((row) => row.text)).toEqual([
    'worked on lately',
    'recent',
  ]);
  expect((await db.selectFrom('subscriptions').select('user_id').orderBy('id').execute()).map((row) => row.user_id)).toEqual([
    'changed-since',
    'current-for-years',
    'ended-lately',
  ]);
  expect((await db.selectFrom('audit_log').select('subject').execute()).map((row) => row.subject)).toEqual(['user:new']);
  expect((await db.selectFrom('newsletter_subscribers').select('email').orderBy('email').execute()).map((row) => row.email)).toEqual([
    'confirmed-long-ago@example.com',
    'pending-lately@example.com',
  ]);
  expect(await readEmailToken(db, 'newsletter-unsubscribe', neverConfirmedLink, now)).toBeUndefined();
  expect(await readEmailToken(db, 'newsletter-unsubscribe', keptLink, now)).toBe('confirmed-long-ago@example.com');
  expect((await db.selectFrom('email_tokens').select('subject').execute()).map((row) => row.subject)).toEqual([
    'confirmed-long-ago@example.com',
  ]);
  expect(await applyRetention(db, now)).toEqual({
    enquiries: 0,
    subscriptions: 0,
    auditRecords: 0,
    unconfirmedNewsletterAddresses: 0,
    expiredEmailTokens: 0,
  });
});
