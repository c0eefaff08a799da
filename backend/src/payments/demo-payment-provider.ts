import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from './payment-provider';

/**
 * The site's checkout today: a demonstration that charges nothing. It approves any card that
 * passed the form's rules (16 digits, Luhn checksum, a month not past) and keeps only the last
 * four digits; the modal and the README say so plainly.
 */
export function createDemoPaymentProvider(): PaymentProvider {
  return {
    name: 'demo (no card is charged)',
    async charge(request) {
      return { approved: true, reference: `demo_${randomUUID()}`, cardLast4: request.card.number.slice(-4) };
    },
  };
}
