import { backendClient, failureMessage, newsletterTexts } from '@rcm/shared';
import { useSubmitOnce } from '@rcm/shared/hooks';
import { useState } from 'react';
import { NewsletterLinkPage, useNewsletterToken } from '../../components/newsletter-link-page';

type Outcome = { done: true; message: string } | { done: false; message: string };

/**
 * `/newsletter/confirm?token=…`, the link in the confirmation mail. Opening it changes nothing
 * (mail scanners open links too): the visitor presses the button, which spends the token.
 */
export default function NewsletterConfirmPage() {
  const token = useNewsletterToken();
  const { busy, submit } = useSubmitOnce();
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  if (!token) return <NewsletterLinkPage title="Confirm your subscription" status={newsletterTexts.linkIncomplete} />;

  const confirm = () =>
    void submit(async () => {
      const result = await backendClient().confirmNewsletter(token);
      setOutcome(result.ok ? { done: true, message: newsletterTexts.confirmed } : { done: false, message: failureMessage(result) });
    });

  return (
    <NewsletterLinkPage title="Confirm your subscription" status={outcome?.message ?? ''}>
      {!outcome?.done && (
        <>
          {!outcome && <p>Press the button to start receiving our newsletter: billing tips and payer updates, about once a month.</p>}
          <button type="button" className="button button--primary" onClick={confirm} disabled={busy}>
            {busy ? 'Confirming…' : newsletterTexts.confirmButton}
          </button>
        </>
      )}
    </NewsletterLinkPage>
  );
}
