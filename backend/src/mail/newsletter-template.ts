import type { RenderedMail } from './outbox';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The newsletter's confirmation mail. A plain stand-in until the site's mail templates
 * (`newsletterConfirmation` in ./templates) are merged.
 */
export async function renderNewsletterConfirmation({ confirmUrl, unsubscribeUrl }: { confirmUrl: string; unsubscribeUrl: string }): Promise<RenderedMail> {
  const subject = 'Confirm your subscription to the Clarity RCM newsletter';
  const text = [
    'Please confirm that you want the Clarity RCM newsletter (billing tips and payer updates, about once a month):',
    '',
    confirmUrl,
    '',
    'If you did not sign up, ignore this mail: without a confirmation we send nothing more, and we delete the address after 30 days.',
    '',
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
  const html = `<p>Please confirm that you want the Clarity RCM newsletter (billing tips and payer updates, about once a month):</p>
<p><a href="${escapeHtml(confirmUrl)}">Confirm my subscription</a></p>
<p>If you did not sign up, ignore this mail: without a confirmation we send nothing more, and we delete the address after 30 days.</p>
<p><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`;
  return { subject, text, html };
}
