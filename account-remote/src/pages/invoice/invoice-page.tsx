import { invoiceMessages as text, paths, SESSION_ENDED_STATUS, type Invoice } from '@rcm/shared';
import { useCurrentEffect, useSessionEnded, useUserData } from '@rcm/shared/hooks';
import { Link, useParams } from '@rcm/shared/routing';
import { useState } from 'react';
import { SignedOut } from '../../components/signed-out';
import { invoice as fetchInvoice } from '../../features/subscription/manage-subscription';
import { InvoiceSheet } from './invoice-sheet';
import styles from './invoice-page.module.css';

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'loaded'; invoice: Invoice };

/** What was read, for which number: another number's answer counts as still loading. */
type Answer = { number: string; loaded: Loaded };

/** `/profile/invoices/<number>`: one of the customer's invoices, linked from the profile's history, to print or save as PDF. */
export default function InvoicePage() {
  const user = useUserData();
  const sessionEnded = useSessionEnded();
  const { number = '' } = useParams();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const loaded: Loaded = answer?.number === number ? answer.loaded : { state: 'loading' };
  const username = user?.username;

  useCurrentEffect(
    (isCurrent) => {
      if (!username) return;
      void fetchInvoice(number).then((result) => {
        if (!isCurrent()) return;
        if (result.ok) setAnswer({ number, loaded: { state: 'loaded', invoice: result.value } });
        else if (result.status === SESSION_ENDED_STATUS) sessionEnded(result);
        else setAnswer({ number, loaded: { state: result.status === 404 ? 'missing' : 'failed' } });
      });
    },
    [number, username, sessionEnded],
  );

  if (!user) {
    return (
      <section className={`container section ${styles.page}`}>
        <SignedOut reason="Log in to see your invoices." />
      </section>
    );
  }
  return (
    <section className={`container section ${styles.page}`}>
      <div className={styles.toolbar}>
        <Link to={paths.profile}>{text.back}</Link>
        {loaded.state === 'loaded' && (
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            {text.print}
          </button>
        )}
      </div>
      {loaded.state === 'loading' && <p role="status">{text.loading}</p>}
      {loaded.state === 'missing' && <p role="alert">{text.notFound}</p>}
      {loaded.state === 'failed' && <p role="alert">{text.failed}</p>}
      {loaded.state === 'loaded' && <InvoiceSheet invoice={loaded.invoice} />}
    </section>
  );
}
