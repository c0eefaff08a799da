import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from './payment-provider';

/** `PAYMENTS=demonstration`: the setting that says, in production, that the site takes no real payments. */
export const DEMONSTRATION_PAYMENTS = 'demonstration';

/**
 * The site's checkout today: a demonstration that charges nothing. It approves any card that
 * passed the form's rules (16 digits, Luhn checksum, a month not past) and keeps only the last
 * four digits; the modal and the README say so plainly. Production refuses to start with it
 * unless `PAYMENTS=demonstration` says that is meant (`config/production.ts`).
 */
export function createDemoPaymentProvider(): PaymentProvider {
  return {
    name: 'demo (no card is charged)',
    demonstration: true,
    async charge(request) {
      return { approved: true, reference: `demo_${randomUUID()}`, cardLast4: request.card.number.slice(-4) };
    },
  };
}
