import {
  billingMessages,
  brand,
  formatCents,
  formatSubscriptionDate,
  invoiceMessages as text,
  packageNameOf,
  type Invoice,
} from '@rcm/shared';
import printAlone from '../../components/print-alone.module.css';
import styles from './invoice-page.module.css';

/** One invoice as it prints: seller, number and date, who it is made out to, the line and the amount charged. */
export function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  const { customer } = invoice;
  const billedTo = [customer.name, customer.practice_name, customer.billing_address, customer.email].filter((line) => line !== '');
  return (
    <article className={`card ${styles.sheet} ${printAlone.printable}`} aria-labelledby="invoice-title">
      <header className={styles.top}>
        <div>
          <h1 id="invoice-title" className={styles.title}>
            {text.title(invoice.number)}
          </h1>
          <p>
            {text.issued}: {formatSubscriptionDate(invoice.issued_at)}
          </p>
        </div>
        <address className={styles.party}>
          <strong>{text.from}</strong>
          <span>{brand.legalName}</span>
          <span>{brand.postalAddress}</span>
          <span>{brand.contactEmail}</span>
        </address>
      </header>
      <address className={styles.party}>
        <strong>{text.billedTo}</strong>
        {billedTo.map((line) => (
          <span key={line} className={styles.lines}>
            {line}
          </span>
        ))}
      </address>
      <table className={styles.lineItems}>
        <thead>
          <tr>
            <th scope="col">{text.description}</th>
            <th scope="col" className={styles.amount}>
              {text.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              {text.line(packageNameOf(invoice.package))}
              <span className={styles.detail}>
                {text.period(formatSubscriptionDate(invoice.period_start), formatSubscriptionDate(invoice.period_end))}
              </span>
              {invoice.from_package && <span className={styles.detail}>{text.change(packageNameOf(invoice.from_package))}</span>}
            </td>
            <td className={styles.amount}>{formatCents(invoice.price_cents)}</td>
          </tr>
          {invoice.credit_cents > 0 && (
            <tr>
              <td>{text.credit}</td>
              <td className={styles.amount}>−{formatCents(invoice.credit_cents)}</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{text.total}</th>
            <td className={styles.amount}>{formatCents(invoice.amount_cents)}</td>
          </tr>
        </tfoot>
      </table>
      <p>{invoice.amount_cents > 0 ? text.paidWith(invoice.card_last4) : text.noCard}</p>
      {invoice.demonstration && <p className={styles.note}>{billingMessages.demonstration}</p>}
    </article>
  );
}
