import { staffPaths, type ContactEnquiry, type EnquiryDetail, type StaffMember } from '@rcm/shared';
import { companyTime } from './company-time';
import type { OutgoingMail } from './outbox';

/**
 * The two mails an enquiry causes: the acknowledgement to the enquirer (their name and what
 * happens next, never the message, which may hold patient data) and the notice to the sales
 * inbox (every field, when it came in the company's time zone, and a link to the enquiry in the staff console). Each answers to the
 * other side: a reply to the acknowledgement goes to sales, a reply to the notice to the enquirer.
 */
export function enquiryMails(
  enquiry: ContactEnquiry,
  {
    id,
    siteUrl,
    salesEmail,
    receivedAt,
    timeZone,
  }: { id: number; siteUrl: string; salesEmail: string; receivedAt: string; timeZone: string },
): OutgoingMail[] {
  return [
    // The address as checked: without the spaces the form may have sent around it.
    {
      kind: 'enquiry-acknowledgement',
      to: enquiry.email.trim(),
      replyTo: salesEmail,
      data: { firstName: enquiry.first_name, lastName: enquiry.last_name, interest: enquiry.interest },
    },
    {
      kind: 'sales-notification',
      to: salesEmail,
      replyTo: enquiry.email.trim(),
      data: { enquiry, enquiryUrl: `${siteUrl}${staffPaths.enquiry(id)}`, receivedAt: companyTime(receivedAt, timeZone) },
    },
  ];
}

/**
 * A staff member's reply from the console, to the enquirer's address as checked: from the
 * company, and a reply to it goes to the sales mailbox (one mailbox, as every Reply-To).
 */
export function enquiryReplyMail(
  enquiry: Pick<EnquiryDetail, 'email' | 'firstName' | 'lastName'>,
  { text, staffName, salesEmail }: { text: string; staffName: string; salesEmail: string },
): OutgoingMail {
  return {
    kind: 'enquiry-reply',
    to: enquiry.email.trim(),
    replyTo: salesEmail,
    data: { firstName: enquiry.firstName, lastName: enquiry.lastName, text, staffName },
  };
}

/**
 * To a staff member someone else assigned an enquiry to, with the link to it in the console;
 * `assignedBy` is the assigner's name (or address when their account has none).
 */
export function enquiryAssignedMail(
  enquiry: Pick<EnquiryDetail, 'id' | 'firstName' | 'lastName' | 'company' | 'interest'>,
  { assignee, assignedBy, siteUrl }: { assignee: StaffMember; assignedBy: string; siteUrl: string },
): OutgoingMail {
  return {
    kind: 'enquiry-assigned',
    to: assignee.email,
    data: {
      assigneeName: assignee.name,
      assignedBy,
      enquirer: `${enquiry.firstName} ${enquiry.lastName}`,
      company: enquiry.company,
      interest: enquiry.interest,
      enquiryUrl: `${siteUrl}${staffPaths.enquiry(enquiry.id)}`,
    },
  };
}
