import { Letter } from './layout';
import { ActionButton, Paragraph } from './parts';
import { interestLabel } from '../../enquiries/option-labels';
import { renderMail } from './render-mail';
import type { RenderedMail } from './rendered-mail';

/**
 * To a staff member someone else assigned an enquiry to: who it is from and a link to it in the
 * console (not the message, which may describe a patient: the console shows it).
 */
export function enquiryAssigned(d: {
  assigneeName: string;
  assignedBy: string;
  enquirer: string;
  company: string;
  interest: string;
  enquiryUrl: string;
}): Promise<RenderedMail> {
  return renderMail(
    `Assigned to you: ${d.enquirer}, ${d.company}`,
    <Letter preview={`${d.assignedBy} assigned you the enquiry from ${d.enquirer}.`} title="An enquiry is yours" name={d.assigneeName}>
      <Paragraph>
        {d.assignedBy} assigned you the enquiry from {d.enquirer} of {d.company}, interested in {interestLabel(d.interest)}. The site
        promises a reply within one business day.
      </Paragraph>
      <ActionButton href={d.enquiryUrl} label="Open it in the staff console" />
    </Letter>,
  );
}
