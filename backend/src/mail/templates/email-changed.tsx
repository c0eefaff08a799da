import { brand } from '@rcm/shared';
import { Letter } from './layout';
import { ActionButton, days, Paragraph } from './parts';
import { renderMail } from './render-mail';
import type { RenderedMail } from './rendered-mail';

/**
 * To the address an account has just left: what happened, and the one link that takes the
 * account back (the address restored, every device logged out, a new password chosen).
 */
export function emailChanged(d: { name: string; newEmail: string; undoUrl: string; undoDays: number }): Promise<RenderedMail> {
  return renderMail(
    `Your ${brand.companyName} email address was changed`,
    <Letter preview={`Your account now uses ${d.newEmail}.`} title="Your email address was changed" name={d.name}>
      <Paragraph>
        The email address of your {brand.companyName} account is now {d.newEmail}, and every other device logged in to it was logged out.
        This address no longer logs in.
      </Paragraph>
      <Paragraph>If this was you, there is nothing more to do.</Paragraph>
      <Paragraph>
        If it was not you, take your account back: this link sets its email address back to this one, logs out every device and lets you
        choose a new password. It works for {days(d.undoDays)}, and only once.
      </Paragraph>
      <ActionButton href={d.undoUrl} label="This wasn't me: take my account back" />
    </Letter>,
  );
}
