import { billingMessages as texts, formatCents, formatSubscriptionDate, packageNameOf, type SubscriptionQuote } from '@rcm/shared';
import type { QuoteState } from './use-quote';
import styles from './card-modal.module.css';

/**
 * What a purchase or a change charges today, shown before "Pay Now" (the server's figures): for
 * a change, the package it replaces and the credit for its unused days; what is charged today;
 * until when the new package is paid; and, when the credit is larger than the price, the days
 * it adds.
 */
export function ChargeSummary({ quote, onRetry }: { quote: QuoteState; onRetry: () => void }) {
  if (quote.state === 'loading') return <p role="status">{texts.quoteLoading}</p>;
  if (quote.state === 'failed') {
    return (
      <div className={styles.quoteFailed}>
        <p role="alert">{quote.message}</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {texts.tryAgain}
        </button>
      </div>
    );
  }
  const figures = quote.quote;
  const from = packageNameOf(figures.from);
  return (
    <div className={styles.summary} aria-live="polite">
      <dl>
        {figures.kind === 'change' && (
          <>
            <div>
              <dt>{texts.replaces}</dt>
              <dd>{from}</dd>
            </div>
            <div>
              <dt>{texts.credit(figures.credit_days, from)}</dt>
              <dd>{formatCents(figures.credit_cents)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{texts.chargedToday}</dt>
          <dd>{formatCents(figures.charge_cents)}</dd>
        </div>
        <div>
          <dt>{texts.paidUntil}</dt>
          <dd>{formatSubscriptionDate(figures.paid_until)}</dd>
        </div>
      </dl>
      {figures.extra_days > 0 && <p>{texts.extraDays(figures.extra_days)}</p>}
    </div>
  );
}

/** The package chosen is the one held: nothing to pay (`same`), or a free resumption (`resume`). */
export function HeldNotice({ quote, packageName }: { quote: SubscriptionQuote; packageName: string }) {
  const until = formatSubscriptionDate(quote.paid_until);
  return (
    <p className={styles.summary}>
      {quote.kind === 'resume' ? texts.resumeOffer(packageName, until) : texts.alreadyHeld(packageName, until)}
    </p>
  );
}

/** Under "Pay Now": what this checkout does with the card. */
export function DemoCheckoutNote() {
  return (
    <p className={styles.secure}>
      {texts.demonstration} Only the last four digits of your card are kept. A live checkout would take your card in our payment
      provider&apos;s own secure fields, so the number would never reach our servers.
    </p>
  );
}
