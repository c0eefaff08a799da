import { sampleEnquiry } from '@rcm/shared/testing';
import { enquiryMails } from './enquiry-mails';

test('the sales notice says when the enquiry came, in words and in UTC, whatever the offset it was written with', () => {
  const receivedAt = (iso: string) => {
    const notice = enquiryMails(sampleEnquiry, {
      id: 7,
      siteUrl: 'https://clarityrcm.example',
      salesEmail: 'sales@clarityrcm.example',
      receivedAt: iso,
    })[1]!;
    return notice.kind === 'sales-notification' ? notice.data.receivedAt : undefined;
  };
  expect(receivedAt('2026-11-26T15:40:00.000+00:00')).toBe('November 26, 2026 at 3:40 PM UTC');
  expect(receivedAt('2026-11-26T23:40:00.000-05:00')).toBe('November 27, 2026 at 4:40 AM UTC');
});
