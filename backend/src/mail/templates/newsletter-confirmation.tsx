import { brand, retentionPeriods } from '@rcm/shared';
import { MailLayout } from './layout';
import { ActionButton, Note, Paragraph, Title } from './parts';
import { renderMail } from './render-mail';
import type { RenderedMail } from './rendered-mail';

/** Double opt-in: the address is only added once its owner follows the link. */
export function newsletterConfirmation(d: { confirmUrl: string; unsubscribeUrl: string }): Promise<RenderedMail> {
  return renderMail(
    `Confirm your subscription to the ${brand.companyName} newsletter`,
    <MailLayout preview="One click to start receiving our newsletter." unsubscribeUrl={d.unsubscribeUrl}>
      <Title>Confirm your subscription</Title>
      <Paragraph>
        Thank you for signing up for the {brand.companyName} newsletter. Please confirm that this is your email address:
      </Paragraph>
      <ActionButton href={d.confirmUrl} label="Confirm your subscription" />
      <Paragraph>You will not receive anything from us until you confirm.</Paragraph>
      <Note>
        If you did not sign up, you can ignore this email: an address that is not confirmed gets no newsletter and is deleted after{' '}
        {retentionPeriods.unconfirmedNewsletterDays} days.
      </Note>
    </MailLayout>,
  );
}
