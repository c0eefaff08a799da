import { brand } from '@rcm/shared';
import { Letter } from './layout';
import { ActionButton, Paragraph } from './parts';
import { renderMail } from './render-mail';
import type { RenderedMail } from './rendered-mail';

/** To the account's address when someone signed in asks to move the account to another one. */
export function emailChangeRequested(d: { name: string; newEmail: string; recoveryUrl: string }): Promise<RenderedMail> {
  return renderMail(
    `Your ${brand.companyName} email address is about to change`,
    <Letter
      preview={`A change to ${d.newEmail} waits for confirmation.`}
      title="A change of your email address was requested"
      name={d.name}
    >
      <Paragraph>
        Someone logged in to your {brand.companyName} account asked to change its email address to {d.newEmail}. Nothing changes until the
        link we sent to that address is opened; until then you log in with this address.
      </Paragraph>
      <Paragraph>If this was you, there is nothing more to do here.</Paragraph>
      <Paragraph>
        If it was not you, someone knows your password. Reset it now: that logs out every device and cancels the change.
      </Paragraph>
      <ActionButton href={d.recoveryUrl} label="Reset your password" />
    </Letter>,
  );
}
