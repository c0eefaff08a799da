import { contactFieldRules, type ContactEnquiry, type ContactField } from '@rcm/shared';
import { Details, type Detail } from './details';
import { MailLayout } from './layout';
import { ActionButton, Title } from './parts';
import { hearAboutLabel, interestLabel } from './option-labels';
import { renderMail } from './render-mail';
import type { RenderedMail } from './rendered-mail';

/** The two select fields carry codes on the wire; sales reads the labels the enquirer picked. */
const shownAs: Partial<Record<ContactField, (value: string) => string>> = {
  interest: interestLabel,
  method: hearAboutLabel,
};

/** To the sales inbox: the whole enquiry, under the form's own labels, in the form's order. */
export function salesNotification(d: { enquiry: ContactEnquiry; enquiryUrl: string; receivedAt: string }): Promise<RenderedMail> {
  const { enquiry } = d;
  const details: Detail[] = [
    ...contactFieldRules.map(({ field, label }) => ({ label, value: (shownAs[field] ?? String)(enquiry[field]) })),
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
