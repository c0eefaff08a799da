import { brand } from '@rcm/shared';
import { Letter } from './layout';
import { ContactLink, Paragraph } from './parts';
import { renderMail } from './render-mail';
import type { RenderedMail } from './rendered-mail';

/**
 * The last mail to a closed account's address. It carries nothing of the account (its name is
 * already erased), and the outbox keeps neither its address nor its data once it is sent.
 */
export function accountDeleted(_d: Record<string, never>): Promise<RenderedMail> {
  return renderMail(
    `Your ${brand.companyName} account was deleted`,
    // No name: it is already erased, so the greeting is a plain "Hello,".
    <Letter preview="This is the last email about your account." title="Your account was deleted" name="">
      <Paragraph>
        The {brand.companyName} account of this email address was deleted in its account settings. Every device was logged out, and its
        name, email address, preferences, password and RC Score were erased. We keep the records of its subscriptions for tax and
        accounting, without a name or an email address.
      </Paragraph>
      <Paragraph>This is the last email we send about the account, and we keep no copy of it.</Paragraph>
      <Paragraph>
        If you did not delete it, someone knew your password: write to{' '}
        <ContactLink href={`mailto:${brand.privacyEmail}`}>{brand.privacyEmail}</ContactLink> or call{' '}
        <ContactLink href={brand.phoneHref}>{brand.phoneDisplay}</ContactLink>.
      </Paragraph>
    </Letter>,
  );
}
