import { useCurrentEffect } from '@rcm/shared/hooks';
import {
  billingMessages,
  failureMessage,
  formatCents,
  formatSubscriptionDate,
  formatUsd,
  packageNameOf,
  paths,
  PRICE_PERIOD,
  subscriptionManagementMessages as texts,
  type CustomerSummary,
  type SubscriptionHistoryEntry,
} from '@rcm/shared';
import { Link } from '@rcm/shared/routing';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { cancelSubscription, subscriptionHistory } from '../../features/subscription/manage-subscription';
import { reloadWithToast } from '../../lib/flash-toast';
import styles from './subscription-panel.module.css';

type History = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; entries: SubscriptionHistoryEntry[] };

const isCharge = (entry: SubscriptionHistoryEntry) =>
  entry.action === 'subscribed' || entry.action === 'changed' || entry.action === 'renewed';

/** "Changed package (Silver → Gold)", "Cancelled (stays until …)", "Subscribed", "Resumed". */
function changeOf(entry: SubscriptionHistoryEntry): string {
  if (entry.action === 'cancelled') return `${texts.action.cancelled} (stays until ${formatSubscriptionDate(entry.paid_until)})`;
  if (entry.action === 'changed' && entry.from_package) {
    return `${texts.action.changed} (${billingMessages.change(packageNameOf(entry.from_package), packageNameOf(entry.package))})`;
  }
  return texts.action[entry.action];
}

function HistoryTable({ history }: { history: History }) {
  if (history.state === 'loading') return <p role="status">{texts.historyLoading}</p>;
  if (history.state === 'failed') return <p role="alert">{texts.historyFailed}</p>;
  if (history.entries.length === 0) return <p>{texts.historyEmpty}</p>;
  return (
    <div className={styles.scroller} role="region" aria-labelledby="subscription-history-title" tabIndex={0}>
      <table className={styles.history}>
        <caption className="visually-hidden">{texts.historyTitle}, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Change</th>
            <th scope="col">Package</th>
            <th scope="col">Monthly price</th>
            <th scope="col">{billingMessages.creditHeading}</th>
            <th scope="col">{billingMessages.charged}</th>
            <th scope="col">{billingMessages.paidUntil}</th>
            <th scope="col">Card</th>
            <th scope="col">{billingMessages.invoice}</th>
          </tr>
        </thead>
        <tbody>
          {history.entries.map((entry) => (
            <tr key={`${entry.action}-${entry.date}`}>
              <td>{formatSubscriptionDate(entry.date)}</td>
              <td>{changeOf(entry)}</td>
              <td>{packageNameOf(entry.package)}</td>
              <td>
                {formatUsd(entry.monthly_price_usd)}
                {PRICE_PERIOD}
              </td>
              <td>{entry.credit_cents > 0 ? formatCents(entry.credit_cents) : '—'}</td>
              <td>{isCharge(entry) ? formatCents(entry.charged_cents) : '—'}</td>
              <td>{formatSubscriptionDate(entry.paid_until)}</td>
              <td>
                <span aria-label={`card ending in ${entry.card_last4}`}>•••• {entry.card_last4}</span>
              </td>
              <td>{entry.invoice_number ? <Link to={paths.invoice(entry.invoice_number)}>{entry.invoice_number}</Link> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The customer's subscription as the server records it: the package held, until when a
 * cancelled one stays, a cancel button (asking once more), and the history of changes.
 */
export function SubscriptionPanel({ record }: { record: CustomerSummary | null }) {
  const [history, setHistory] = useState<History>({ state: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const question = useRef<HTMLParagraphElement | null>(null);
  const cancelButton = useRef<HTMLButtonElement | null>(null);
  const wasConfirming = useRef(false);

  useCurrentEffect((isCurrent) => {
    void subscriptionHistory().then((result) => {
      if (isCurrent()) setHistory(result.ok ? { state: 'loaded', entries: result.value } : { state: 'failed' });
    });
  }, []);

  // The question takes the focus when it appears; "Keep my package" gives it back to the button.
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (wasConfirming.current) cancelButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  async function cancel() {
    setCancelling(true);
    const result = await cancelSubscription();
    if (result.ok) {
      reloadWithToast(
        result.message || texts.cancelled(packageNameOf(result.value.subscribtion), formatSubscriptionDate(result.value.paid_until)),
      );
      return;
    }
    setCancelling(false);
    toast.error(failureMessage(result, texts.cancelFailed));
  }

  const holding = record && record.subscribtion !== 'none' ? record : null;
  const until = holding?.paid_until ? formatSubscriptionDate(holding.paid_until) : '';
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="subscription-title">
      <h2 id="subscription-title">Your subscription</h2>
      {!record ? (
        <p role="status">Checking…</p>
      ) : !holding ? (
        <p>You have no package. Choose one below.</p>
      ) : holding.cancelled ? (
        <p className={styles.status}>
          {texts.cancelled(packageNameOf(holding.subscribtion), until)} {texts.subscribeAgain}
        </p>
      ) : (
        <>
          <p className={styles.status}>
            {packageNameOf(holding.subscribtion)}, billed monthly. Cancelling keeps it until {until}.
          </p>
          {!confirming ? (
            <button type="button" ref={cancelButton} className="button button--secondary" onClick={() => setConfirming(true)}>
              {texts.cancel}
            </button>
          ) : (
            <div className={styles.confirm}>
              <p ref={question} tabIndex={-1}>
                {texts.confirmQuestion(packageNameOf(holding.subscribtion), until)}
              </p>
              <div className={styles.actions}>
                <button type="button" className={`button ${styles.danger}`} onClick={() => void cancel()} disabled={cancelling}>
                  {cancelling ? texts.cancelling : texts.confirmCancel}
                </button>
                <button type="button" className="button button--secondary" onClick={() => setConfirming(false)} disabled={cancelling}>
                  {texts.keep}
                </button>
              </div>
            </div>
          )}
        </>
      )}
      <h3 id="subscription-history-title" className={styles.historyTitle}>
        {texts.historyTitle}
      </h3>
      <HistoryTable history={history} />
    </section>
  );
}
