import { createHash, randomUUID } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider';

/** `PAYMENTS=demonstration`: the setting that says, in production, that the site takes no real payments. */
export const DEMONSTRATION_PAYMENTS = 'demonstration';

/**
 * The demonstration's test card that is accepted at checkout and declined at every renewal (as
 * Stripe's 4000 0000 0000 0341 is once attached): a test or a visitor sees a renewal fail.
 */
export const CARD_DECLINED_AT_RENEWAL = '4000000000000341';

/** The saved-card references the demonstration gives: the declining card's say so, as a real provider keeps that on its side. */
const SAVED_CARD = 'demo_card_';
const SAVED_CARD_DECLINED = 'demo_card_declines_';

/** One charge the demonstration "made": what a real provider's dashboard would list. */
export interface DemoCharge {
  idempotencyKey: string;
  customerId: string;
  amountCents: number;
  reference: string;
}

export type DemoPaymentProvider = PaymentProvider & {
  /** The charges made by this process, one per idempotency key (what the tests count). */
  readonly charges: readonly DemoCharge[];
};

function saveCard(number: string) {
  const prefix = number === CARD_DECLINED_AT_RENEWAL ? SAVED_CARD_DECLINED : SAVED_CARD;
  return { cardLast4: number.slice(-4), cardReference: `${prefix}${number.slice(-4)}_${randomUUID()}` };
}

/** The outcome of charging a card (or a saved one): the demonstration approves every card but the declining one's saved reference. */
function answer(request: ChargeRequest): ChargeResult {
  // Derived from the key: the same request answers with the same reference, in any process.
  const reference = `demo_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 32)}`;
  if ('number' in request.card) return { approved: true, reference, ...saveCard(request.card.number) };
  const saved = request.card.reference;
  if (!saved.startsWith(SAVED_CARD)) return { approved: false, reason: 'no card on file' };
  if (saved.startsWith(SAVED_CARD_DECLINED)) return { approved: false, reason: 'card declined' };
  return { approved: true, reference, cardLast4: saved.slice(SAVED_CARD.length, SAVED_CARD.length + 4), cardReference: saved };
}

/**
 * The site's checkout today: a demonstration that charges nothing. It approves any card that
 * passed the form's rules (16 digits, Luhn checksum, a month not past) and keeps only the last
 * four digits, with a made-up reusable reference renewals charge; `CARD_DECLINED_AT_RENEWAL`'s
 * reference is declined. It honours idempotency keys within this process (kept in memory; see
 * docs/ARCHITECTURE.md for why not in the database): a key seen before answers as the first time
 * did and charges nothing more. The modal and the README say plainly that no card is charged.
 * Production refuses to start with it unless `PAYMENTS=demonstration` says that is meant.
 */
export function createDemoPaymentProvider({ latencyMs = 0 }: { latencyMs?: number } = {}): DemoPaymentProvider {
  const answered = new Map<string, ChargeResult>();
  const charges: DemoCharge[] = [];
  return {
    name: 'demo (no card is charged)',
    charges,
    demonstration: true,
    async charge(request) {
      // A real provider answers in a second or so: `DEMO_PAYMENT_LATENCY_MS` lets the
      // demonstration do the same, so what happens while a charge is under way can be seen.
      if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      const earlier = answered.get(request.idempotencyKey);
      if (earlier) return earlier;
      const result = answer(request);
      answered.set(request.idempotencyKey, result);
      if (result.approved)
        charges.push({
          idempotencyKey: request.idempotencyKey,
          customerId: request.customerId,
          amountCents: request.amountCents,
          reference: result.reference,
        });
      return result;
    },
    async saveCard({ card }) {
      return saveCard(card.number);
    },
  };
}
