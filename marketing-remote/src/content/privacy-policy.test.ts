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
  expect(line('Newsletter addresses')).toContain(`never confirmed: ${retentionPeriods.unconfirmedNewsletterDays} days after the sign-up, then deleted`);
  expect(line('Records of our staff')).toContain(`${retentionPeriods.staffAccessRecordMonths} months, then deleted`);
  // backend/src/mail/outbox-retention.ts
  expect(line('Copies of the emails we send you')).toContain(`${retentionPeriods.sentMailDays} days, then deleted`);
});
