import { brand } from '@rcm/shared';
import { Letter } from './layout';
import { ActionButton, minutes, Note, Paragraph } from './parts';
import { renderMail } from './render-mail';
import type { RenderedMail } from './rendered-mail';

export function passwordRecovery(d: { name: string; resetUrl: string; expiresInMinutes: number }): Promise<RenderedMail> {
  return renderMail(
    `Reset your ${brand.companyName} password`,
    <Letter preview={`This link works for ${minutes(d.expiresInMinutes)}.`} title="Reset your password" name={d.name}>
      <Paragraph>We received a request to reset the password of your {brand.companyName} account. Choose a new password here:</Paragraph>
      <ActionButton href={d.resetUrl} label="Reset your password" />
      <Paragraph>The link works for {minutes(d.expiresInMinutes)}, and only once.</Paragraph>
      <Note>If you did not ask to reset your password, ignore this email: your password is unchanged.</Note>
    </Letter>,
  );
}
