import { brand } from '@rcm/shared';
import { Letter } from './layout';
import { ActionButton, minutes, Note, Paragraph } from './parts';
import { renderMail } from './render-mail';
import type { RenderedMail } from './rendered-mail';

/**
 * To the address an account asked to move to: its link makes the change. It does not name the
 * account's current address: a mistyped new address may belong to a stranger.
 */
export function emailChangeConfirmation(d: { name: string; confirmUrl: string; expiresInMinutes: number }): Promise<RenderedMail> {
  return renderMail(
    `Confirm your new email address for ${brand.companyName}`,
    <Letter preview="Your email address changes only when you confirm it." title="Confirm your new email address" name={d.name}>
      <Paragraph>
        You asked to use this address for your {brand.companyName} account. It becomes your username when you confirm it here:
      </Paragraph>
      <ActionButton href={d.confirmUrl} label="Confirm your new email address" />
      <Paragraph>
        Until then, nothing changes: you keep logging in with your current address. The link works for {minutes(d.expiresInMinutes)}, and
        only once.
      </Paragraph>
      <Note>If you did not ask for this, ignore this email: no account uses this address without your confirmation.</Note>
    </Letter>,
  );
}
