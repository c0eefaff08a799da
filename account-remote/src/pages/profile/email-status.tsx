import { ServerVisitorContext, useCurrentEffect } from '@rcm/shared/hooks';
import { verificationMessages } from '@rcm/shared/account-texts';
import { failureMessage } from '@rcm/shared';
import { useContext, useState } from 'react';
import { toast } from 'react-toastify';
import { emailVerified } from '../../features/verification/verification';
import { sendVerificationEmail } from '../../lib/email-links';
import styles from './profile-page.module.css';

/** The server's answer when the address was verified meanwhile (another tab, the link just now). */
const ALREADY_VERIFIED = 409;

/**
 * A row of the account's details: whether its address is verified (read from the account
 * server), with a button to mail the link again while it is not. Nothing waits for it. A page
 * the web server rendered for this address starts from what the server read, so the row and
 * its button are in the first HTML instead of moving the page down when the answer comes.
 */
export function EmailStatus({ email }: { email: string }) {
  const serverVisitor = useContext(ServerVisitorContext);
  const [verified, setVerified] = useState<boolean | null>(
    serverVisitor?.username === email ? (serverVisitor.emailVerified ?? null) : null,
  );
  const [sending, setSending] = useState(false);

  useCurrentEffect(
    (isCurrent) => {
      void emailVerified().then((result) => {
        if (isCurrent() && result.ok) setVerified(result.value);
      });
    },
    [email],
  );

  async function resend() {
    setSending(true);
    const result = await sendVerificationEmail();
    setSending(false);
    if (result.ok) toast.success(verificationMessages.resent(email));
    else if (result.status === ALREADY_VERIFIED) setVerified(true);
    else toast.error(failureMessage(result));
  }

  return (
    <div>
      <dt>Email</dt>
      <dd>
        <span className={verified ? styles.verified : undefined}>
          {verified === null ? 'Checking…' : verified ? verificationMessages.verified : verificationMessages.notVerified}
        </span>
        {verified === false && (
          <button type="button" className={`button button--secondary ${styles.resend}`} onClick={() => void resend()} disabled={sending}>
            {sending ? verificationMessages.resending : verificationMessages.resend}
          </button>
        )}
      </dd>
    </div>
  );
}
