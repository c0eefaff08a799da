import { brand } from '@rcm/shared';
import { Details } from './details';
import { Letter } from './layout';
import { Paragraph, PlainLink } from './parts';
import { renderMail } from './render-mail';
import type { RenderedMail } from './rendered-mail';

/** The confirmation of a cancellation: which package, until when it stays, and how to subscribe again. */
export function subscriptionCancellation(d: {
  name: string;
  packageName: string;
  until: string;
  date: string;
  manageUrl: string;
}): Promise<RenderedMail> {
  return renderMail(
    `Your ${brand.companyName} ${d.packageName} package is cancelled: it stays until ${d.until}`,
    <Letter preview={`${d.packageName} stays until ${d.until}.`} title="Your subscription is cancelled" name={d.name}>
      <Paragraph>
        We have cancelled your {d.packageName} package. You keep it until the end of the month you paid for; nothing more will be charged,
        and the current month is not refunded.
      </Paragraph>
      <Details
        details={[
          { label: 'Package', value: d.packageName },
          { label: 'Cancelled on', value: d.date },
          { label: 'Stays until', value: d.until },
        ]}
      />
      <Paragraph>
        To subscribe again, choose a package on your profile: <PlainLink href={d.manageUrl} />
      </Paragraph>
      <Paragraph>If you did not cancel it, log in and subscribe again, and change your password.</Paragraph>
    </Letter>,
  );
}
