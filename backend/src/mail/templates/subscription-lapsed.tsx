import { brand } from '@rcm/shared';
import { Details } from './details';
import { Letter } from './layout';
import { Paragraph, PlainLink } from './parts';
import { renderMail } from './render-mail';
import type { RenderedMail } from './rendered-mail';

/** The notice that a package ended because its renewal payment was declined after every retry: what ended, and how to subscribe again. */
export function subscriptionLapsed(d: {
  name: string;
  packageName: string;
  /** When its last paid month ended. */
  paidUntil: string;
  /** When it ended (the last declined attempt). */
  date: string;
  attempts: number;
  manageUrl: string;
}): Promise<RenderedMail> {
  return renderMail(
    `Your ${brand.companyName} ${d.packageName} package has ended: the payment failed`,
    <Letter
      preview={`We could not take the payment for ${d.packageName}, so it has ended.`}
      title="Your payment failed and your package has ended"
      name={d.name}
    >
      <Paragraph>
        We tried {d.attempts} times to charge the card on file for another month of your {d.packageName} package, and the payment was
        declined each time. Your package has ended; nothing was charged.
      </Paragraph>
      <Details
        details={[
          { label: 'Package', value: d.packageName },
          { label: 'Paid until', value: d.paidUntil },
          { label: 'Ended on', value: d.date },
        ]}
      />
      <Paragraph>
        To subscribe again, choose a package on your profile and pay with a card that works: <PlainLink href={d.manageUrl} />
      </Paragraph>
    </Letter>,
  );
}
