import { staffPaths, type ContactEnquiry } from '@rcm/shared';
import type { OutgoingMail } from './outbox';
import { enquiryAcknowledgement, salesNotification } from './templates';

/** Stands for the enquiry's id in the rendered notification until the insert has given it. */
const ENQUIRY_ID = 'enquiry-id-f3a9c1';

/**
 * The two mails an enquiry causes: the acknowledgement to the enquirer (their name and what
 * happens next, never the message, which may hold patient data) and the notice to the sales
 * inbox (every field, and a link to the enquiry in the staff console). Rendered before the
 * enquiry's transaction, so the transaction holds the database no longer than its inserts;
 * the notice's link gets the id once the insert has given it.
 */
export async function enquiryMails(
  enquiry: ContactEnquiry,
  { siteUrl, salesEmail, receivedAt }: { siteUrl: string; salesEmail: string; receivedAt: string },
): Promise<(id: number) => OutgoingMail[]> {
  const [acknowledgement, notification] = await Promise.all([
    enquiryAcknowledgement({ firstName: enquiry.first_name, lastName: enquiry.last_name, interest: enquiry.interest }),
    salesNotification({ enquiry, enquiryUrl: `${siteUrl}${staffPaths.enquiry(ENQUIRY_ID)}`, receivedAt }),
  ]);
  return (id) => {
    const withId = (text: string) => text.split(ENQUIRY_ID).join(String(id));
    return [
      { kind: 'enquiry-acknowledgement', to: enquiry.email, ...acknowledgement },
      { kind: 'sales-notification', to: salesEmail, subject: withId(notification.subject), text: withId(notification.text), html: withId(notification.html) },
    ];
  };
}
