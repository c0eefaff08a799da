import { retentionPeriods } from '@rcm/shared';
import { privacyPolicy } from './privacy-policy';

/**
 * The policy promises what the backend's retention job does (backend/src/staff/retention.ts
 * deletes by `retentionPeriods`): both must name the same periods.
 */
test('the retention section names the periods the retention job deletes by', () => {
  const retention = privacyPolicy.sections.find((section) => section.id === 'retention');
  const lines = retention?.list ?? [];
  const line = (start: string) => lines.find((text) => text.startsWith(start)) ?? '';
  expect(line('Contact enquiries')).toContain(`${retentionPeriods.enquiryMonths} months after our last exchange, then deleted`);
  expect(line('Subscription records')).toMatch(new RegExp(`^Subscription records .*: (seven|${retentionPeriods.subscriptionYears}) years`));
  expect(retentionPeriods.subscriptionYears).toBe(7);
  expect(line('Newsletter addresses')).toContain(
    `never confirmed: ${retentionPeriods.unconfirmedNewsletterDays} days after the sign-up, then deleted`,
  );
  expect(line('Records of our staff')).toContain(`${retentionPeriods.staffAccessRecordMonths} months, then deleted`);
  // backend/src/mail/outbox-retention.ts
  expect(line('Copies of the emails we send you')).toContain(`${retentionPeriods.sentMailDays} days, then deleted`);
  // The "this wasn't me" link of an email change (backend/src/routes/account/email-changes.ts), deleted by the retention job once expired.
  expect(line('Accounts')).toContain(
    `we keep the address you left for ${retentionPeriods.replacedEmailDays} days with a link we send it to undo the change, then delete it`,
  );
});

/**
 * The policy says what deleting an account does: what backend/src/auth/account-store.ts
 * `closeAccount` does (its tests: backend/src/routes/account/account-settings.test.ts).
 */
test('the account line describes what "Delete account" does', () => {
  const retention = privacyPolicy.sections.find((section) => section.id === 'retention');
  const accounts = retention?.list?.find((text) => text.startsWith('Accounts')) ?? '';
  for (const promise of [
    'logged out on every device',
    'your name, email address, preferences, password hash, two-step verification keys and codes, RC Score and login sessions are erased',
    'if you verified it, is removed from the newsletter',
    'one last email to that address to confirm the deletion and keep no copy of it, not even the address',
    'under a pseudonym (deleted-<number>@deleted.invalid)',
    'a new account, unconnected to the old one',
  ]) {
    expect(accounts).toContain(promise);
  }
  const rights = privacyPolicy.sections.find((section) => section.id === 'rights')?.list ?? [];
  expect(rights.join(' ')).toContain('Download my data');
  expect(rights.join(' ')).toContain('Delete account');
});

/** What "Download my data" holds: backend/src/customers/personal-data.ts (its tests: backend/src/routes/account/my-data.test.ts). */
test('the rights section names what "Download my data" holds, and that staff notes are not in it', () => {
  const rights = privacyPolicy.sections.find((section) => section.id === 'rights')?.list?.join(' ') ?? '';
  for (const part of [
    'practice name and billing address',
    'subscriptions and their charges and invoices',
    'contact enquiries sent from that address as sent, with their status',
    'internal notes on them are not included',
    'records of staff reading or changing them',
    'copies of the emails we sent them',
  ]) {
    expect(rights).toContain(part);
  }
});
