import { backendClient, failureMessage, newsletterTexts, TOO_MANY_ATTEMPTS_STATUS, type ApiResult } from '@rcm/shared';
import { useEffect, useState } from 'react';
import { NewsletterLinkPage, useNewsletterToken } from '../../components/newsletter-link-page';

type State = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string; retry: boolean };

const stateOf = (result: ApiResult): State =>
  result.ok
    ? { kind: 'done' }
    : {
        kind: 'failed',
        message: failureMessage(result),
        retry: result.unreachable || result.status >= 500 || result.status === TOO_MANY_ATTEMPTS_STATUS,
      };

/**
 * `/newsletter/unsubscribe?token=…`, the visible unsubscribe link of every newsletter mail: one
 * click. Opened in a browser, the page asks the API at once and says so; a mail scanner's GET
 * runs no script and changes nothing. Unsubscribing is idempotent: opened again, it says the same.
 */
export default function NewsletterUnsubscribePage() {
  const token = useNewsletterToken();
  const [state, setState] = useState<State>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    void backendClient()
      .unsubscribeFromNewsletter(token, controller.signal)
      .then((result) => {
        if (!controller.signal.aborted) setState(stateOf(result));
      });
    return () => controller.abort();
  }, [token, attempt]);

  const title = 'Unsubscribe from the newsletter';
  if (!token) return <NewsletterLinkPage title={title} status={newsletterTexts.linkIncomplete} />;
  // Done, the heading says what happened instead of what the page is for.
  if (state.kind === 'done') return <NewsletterLinkPage title="Unsubscribed from the newsletter" status={newsletterTexts.unsubscribed} />;
  if (state.kind === 'working') return <NewsletterLinkPage title={title} status="Unsubscribing…" />;
  return (
    <NewsletterLinkPage title={title} status={state.message}>
      {state.retry && (
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setState({ kind: 'working' });
            setAttempt((count) => count + 1);
          }}
        >
          Try again
        </button>
      )}
    </NewsletterLinkPage>
  );
}
