import { backendClient, failureMessage, newsletterTexts } from '@rcm/shared';
import { useSubmitOnce } from '@rcm/shared/hooks';
import { useState } from 'react';
import { NewsletterLinkPage, useNewsletterToken } from '../../components/newsletter-link-page';

const CONFIRM_TITLE = 'Confirm your subscription';

type Outcome = { done: true; message: string } | { done: false; message: string };

/**
 * `/newsletter/confirm?token=…`, the link in the confirmation mail. Opening it changes nothing
 * (mail scanners open links too): the visitor presses the button, which spends the token.
 */
export default function NewsletterConfirmPage() {
  const token = useNewsletterToken();
  const { busy, submit } = useSubmitOnce();
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  if (!token) return <NewsletterLinkPage title={CONFIRM_TITLE} status={newsletterTexts.linkIncomplete} />;

  const confirm = () =>
    void submit(async () => {
      const result = await backendClient().confirmNewsletter(token);
      setOutcome(result.ok ? { done: true, message: newsletterTexts.confirmed } : { done: false, message: failureMessage(result) });
    });

  return (
    // Once confirmed, the heading says what happened instead of still asking.
    <NewsletterLinkPage title={outcome?.done ? 'Subscription confirmed' : CONFIRM_TITLE} status={outcome?.message ?? ''}>
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
