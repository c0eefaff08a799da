import { sampleEnquiry } from '@rcm/shared/testing';
import { DEFAULT_COMPANY_TIME_ZONE } from './company-time';
import { enquiryMails, enquiryReplyMail } from './enquiry-mails';

const receivedAt = (iso: string, timeZone = DEFAULT_COMPANY_TIME_ZONE) => {
  const notice = enquiryMails(sampleEnquiry, {
    id: 7,
    siteUrl: 'https://clarityrcm.example',
    salesEmail: 'sales@clarityrcm.example',
    receivedAt: iso,
    timeZone,
  })[1]!;
  return notice.kind === 'sales-notification' ? notice.data.receivedAt : undefined;
};

test('the sales notice says when the enquiry came, in words and in the company time zone (named), whatever the offset it was written with (SALES-2)', () => {
  expect(receivedAt('2026-11-26T15:40:00.000+00:00')).toBe('November 26, 2026 at 10:40 AM EST');
  expect(receivedAt('2026-11-26T23:40:00.000-05:00')).toBe('November 26, 2026 at 11:40 PM EST');
});

test('COMPANY_TIME_ZONE names another zone, and the notice gives its time', () => {
  expect(receivedAt('2026-11-26T15:40:00.000+00:00', 'America/Los_Angeles')).toBe('November 26, 2026 at 7:40 AM PST');
  expect(receivedAt('2026-11-26T15:40:00.000+00:00', 'UTC')).toBe('November 26, 2026 at 3:40 PM UTC');
});

test("a staff reply goes to the enquirer's address as checked (without spaces around it), answered to the sales mailbox", () => {
  const reply = enquiryReplyMail(
    { email: '  maria@clinic.example ', firstName: 'Maria', lastName: 'Lopez' },
    { text: 'We can start next week.', staffName: 'Sam Staff', salesEmail: 'sales@clarityrcm.example' },
  );
  expect(reply).toEqual({
    kind: 'enquiry-reply',
    to: 'maria@clinic.example',
    replyTo: 'sales@clarityrcm.example',
    data: { firstName: 'Maria', lastName: 'Lopez', text: 'We can start next week.', staffName: 'Sam Staff' },
  });
});
