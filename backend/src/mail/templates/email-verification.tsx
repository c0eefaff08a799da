import { brand } from '@rcm/shared';
import { MailLayout } from './layout';
import { ActionButton, Greeting, Note, Paragraph, Title } from './parts';
import { renderMail } from './render-mail';
import type { RenderedMail } from './rendered-mail';

export function emailVerification(d: { name: string; verifyUrl: string }): Promise<RenderedMail> {
  return renderMail(
    `Verify your email address for ${brand.companyName}`,
    <MailLayout preview="Confirm that this address is yours.">
      <Title>Verify your email address</Title>
      <Greeting name={d.name} />
      <Paragraph>
        Please confirm that this is your email address, so that we can reach you about your {brand.companyName} account:
      </Paragraph>
      <ActionButton href={d.verifyUrl} label="Verify your email address" />
      <Note>If you did not create an account with us, ignore this email: nothing happens without your confirmation.</Note>
    </MailLayout>,
  );
}
