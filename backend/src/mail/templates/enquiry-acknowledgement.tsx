import { brand } from '@rcm/shared';
import { MailLayout } from './layout';
import { ContactLink, Note, Paragraph, Title } from './parts';
import { interestLabel } from '../../enquiries/option-labels';
import { renderMail } from './render-mail';
import type { RenderedMail } from './rendered-mail';

/**
 * Sent to whoever filled in the contact form. It takes no message on purpose: an enquiry may
 * describe a patient, and this copy goes to an address nobody has verified.
 */
export function enquiryAcknowledgement(d: { firstName: string; lastName: string; interest: string }): Promise<RenderedMail> {
  return renderMail(
    `Thank you for contacting ${brand.companyName}`,
    <MailLayout preview="A billing specialist will reply within one business day.">
      <Title>We have received your enquiry</Title>
      <Paragraph>
        Dear {d.firstName} {d.lastName},
      </Paragraph>
      <Paragraph>
        Thank you for getting in touch with {brand.companyName}. A billing specialist will reply within one business day, by email or by
        phone, about your enquiry (topic: {interestLabel(d.interest)}).
      </Paragraph>
      <Paragraph>
        If you need us before then, write to <ContactLink href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</ContactLink> or call{' '}
        <ContactLink href={brand.phoneHref}>{brand.phoneDisplay}</ContactLink>.
      </Paragraph>
      <Note>To protect your privacy, this email does not repeat the message you sent us.</Note>
    </MailLayout>,
  );
}
