import { billingMessages, brand } from '@rcm/shared';
import { Details } from './details';
import { Letter } from './layout';
import { Paragraph, PlainLink } from './parts';
import { renderMail } from './render-mail';
import type { RenderedMail } from './rendered-mail';

/** Whatever the caller passes, a receipt never shows more of a card than its last four digits. */
function lastFour(card: string): string {
  return card.replace(/\D/g, '').slice(-4);
}

export function subscriptionReceipt(d: {
  name: string;
  packageName: string;
  monthlyPrice: string;
  cardLast4: string;
  date: string;
  /** When the time paid for ends (absent in receipts queued before it was given). */
  paidUntil?: string;
  /** A change of package: "Silver → Gold" (absent for a first purchase, and in receipts queued before). */
  change?: string;
  /** A monthly renewal: "Silver, one more month" (absent otherwise). */
  renewal?: string;
  /** The credit for the replaced package's unused days: its label and amount. */
  credit?: { label: string; amount: string };
  /** What was charged today (absent in receipts queued before it was given). */
  chargedToday?: string;
  /** The charge's invoice and its page (absent in receipts queued before invoices). */
  invoiceNumber?: string;
  invoiceUrl?: string;
  /** Taken by the demonstration checkout: the receipt says no card was charged, as the checkout did. */
  demonstration?: boolean;
  manageUrl: string;
}): Promise<RenderedMail> {
  return renderMail(
    `Your ${brand.companyName} receipt: ${d.packageName}${d.renewal ? ' renewed' : ''}, ${d.monthlyPrice} a month`,
    <Letter
      preview={`${d.packageName}, ${d.monthlyPrice} a month.`}
      title={d.renewal ? 'Your subscription is renewed' : 'Thank you for your subscription'}
      name={d.name}
    >
      <Paragraph>
        {d.renewal ? `Your package renewed for another month. ${billingMessages.receiptIntro}` : billingMessages.receiptIntro}
        {d.demonstration ? ` ${billingMessages.demonstration}` : ''}
      </Paragraph>
      <Details
        details={[
          ...(d.invoiceNumber ? [{ label: billingMessages.invoice, value: d.invoiceNumber }] : []),
          { label: 'Package', value: d.packageName },
          ...(d.change ? [{ label: 'Change', value: d.change }] : []),
          ...(d.renewal ? [{ label: billingMessages.renewal, value: d.renewal }] : []),
          { label: 'Monthly price', value: d.monthlyPrice },
          ...(d.credit ? [{ label: d.credit.label, value: d.credit.amount }] : []),
          ...(d.chargedToday ? [{ label: billingMessages.chargedToday, value: d.chargedToday }] : []),
          { label: 'Paid with', value: `Card ending in ${lastFour(d.cardLast4)}` },
          { label: 'Date', value: d.date },
          ...(d.paidUntil ? [{ label: billingMessages.paidUntil, value: d.paidUntil }] : []),
        ]}
      />
      {d.invoiceUrl ? (
        <Paragraph>
          {billingMessages.invoiceLink} <PlainLink href={d.invoiceUrl} />
        </Paragraph>
      ) : null}
      <Paragraph>
        You can change or cancel any time from your profile: <PlainLink href={d.manageUrl} />
      </Paragraph>
    </Letter>,
  );
}
