import { contactFieldRules, isSingleMailbox, type ContactEnquiry, type ContactField } from '@rcm/shared';
import { Details, type Detail } from './details';
import { MailLayout } from './layout';
import { ActionButton, Title } from './parts';
import { hearAboutLabel, interestLabel } from '../../enquiries/option-labels';
import { renderMail } from './render-mail';
import type { RenderedMail } from './rendered-mail';

/** The two select fields carry codes on the wire; sales reads the labels the enquirer picked. */
const shownAs: Partial<Record<ContactField, (value: string) => string>> = {
  interest: interestLabel,
  method: hearAboutLabel,
};

/**
 * The enquirer's address and number as links a click answers: mailto: for an address that is one
 * mailbox, tel: with the digits (the form takes 11, country code first) for a number that has any.
 */
const linkedAs: Partial<Record<ContactField, (value: string) => string | undefined>> = {
  email: (value) => (isSingleMailbox(value.trim()) ? `mailto:${value.trim()}` : undefined),
  phone: (value) => {
    const digits = value.replace(/\D/g, '');
    return digits === '' ? undefined : `tel:+${digits}`;
  },
};

/**
 * To the sales inbox: the whole enquiry, under the form's own labels, in the form's order; the
 * enquirer's email and phone are links (replying to the mail itself also reaches them: Reply-To).
 */
export function salesNotification(d: { enquiry: ContactEnquiry; enquiryUrl: string; receivedAt: string }): Promise<RenderedMail> {
  const { enquiry } = d;
  const details: Detail[] = [
    ...contactFieldRules.map(({ field, label }) => {
      const href = linkedAs[field]?.(enquiry[field]);
      const value = (shownAs[field] ?? String)(enquiry[field]);
      return href === undefined ? { label, value } : { label, value, href };
    }),
    { label: 'Received', value: d.receivedAt },
  ];
  const who = `${enquiry.first_name} ${enquiry.last_name}`;
  return renderMail(
    `New enquiry: ${who}, ${enquiry.company}`,
    <MailLayout preview={`${who} of ${enquiry.company} is interested in ${interestLabel(enquiry.interest)}.`}>
      <Title>New enquiry from {who}</Title>
      <Details details={details} />
      <ActionButton href={d.enquiryUrl} label="Open it in the staff console" />
    </MailLayout>,
  );
}
