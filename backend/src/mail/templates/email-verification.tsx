import { brand } from '@rcm/shared';
import { Letter } from './layout';
import { ActionButton, minutes, Note, Paragraph } from './parts';
import { renderMail } from './render-mail';
import type { RenderedMail } from './rendered-mail';

/**
 * To a new account's address (a changed address is confirmed by its own mail, `emailChangeConfirmation`).
 * How long the link works comes from the token's own lifetime (absent in mails queued before it was given).
 */
export function emailVerification(d: { name: string; verifyUrl: string; expiresInMinutes?: number }): Promise<RenderedMail> {
  return renderMail(
    `Verify your email address for ${brand.companyName}`,
    <Letter preview="Confirm that this address is yours." title="Verify your email address" name={d.name}>
      <Paragraph>
        Please confirm that this is your email address, so that we can reach you about your {brand.companyName} account:
      </Paragraph>
      <ActionButton href={d.verifyUrl} label="Verify your email address" />
      {d.expiresInMinutes ? <Paragraph>The link works for {minutes(d.expiresInMinutes)}, and only once.</Paragraph> : null}
      <Note>If you did not create an account with us, ignore this email: nothing happens without your confirmation.</Note>
    </Letter>,
  );
}
