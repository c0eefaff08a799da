import { brand } from '@rcm/shared';
import { Letter } from './layout';
import { ActionButton, Paragraph } from './parts';
import { renderMail } from './render-mail';
import type { RenderedMail } from './rendered-mail';

/** How the password was changed: in the account settings, or with a reset link. */
export type PasswordChange = 'settings' | 'reset';

/** To the account's address after its password changed, with the way out if it was not its owner. */
export function passwordChanged(d: { name: string; via: PasswordChange; recoveryUrl: string }): Promise<RenderedMail> {
  const what =
    d.via === 'reset'
      ? `The password of your ${brand.companyName} account was reset with a link we sent to this address, and every device logged in to it was logged out.`
      : `The password of your ${brand.companyName} account was changed in its account settings, and every other device logged in to it was logged out.`;
  return renderMail(
    `Your ${brand.companyName} password was changed`,
    <Letter preview="If this was not you, reset your password now." title="Your password was changed" name={d.name}>
      <Paragraph>{what}</Paragraph>
      <Paragraph>If this was you, there is nothing more to do.</Paragraph>
      <Paragraph>If it was not you, reset your password now: that logs out every device, including the one that changed it.</Paragraph>
      <ActionButton href={d.recoveryUrl} label="Reset your password" />
    </Letter>,
  );
}
