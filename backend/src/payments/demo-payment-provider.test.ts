import { CARD_DECLINED_AT_RENEWAL, createDemoPaymentProvider } from './demo-payment-provider';

const request = (card: { number: string } | { reference: string }, idempotencyKey: string) => ({
  customerId: 'u1',
  packageId: 'silver' as const,
  amountCents: 2000,
  card,
  idempotencyKey,
});

test('a repeated idempotency key answers as the first time and charges nothing more', async () => {
  const demo = createDemoPaymentProvider();
  const first = await demo.charge(request({ number: '4242424242424242' }, 'k1'));
  const again = await demo.charge(request({ number: '4242424242424242' }, 'k1'));
  expect(again).toEqual(first);
  expect(demo.charges).toHaveLength(1);
  // Another process (a restarted runner) gives the same key the same reference.
  const elsewhere = await createDemoPaymentProvider().charge(request({ number: '4242424242424242' }, 'k1'));
  expect(elsewhere.approved && first.approved && elsewhere.reference).toBe(first.approved && first.reference);
});

test('checkout saves the card for renewals; the declining test card is accepted at checkout and declined at renewal', async () => {
  const demo = createDemoPaymentProvider();
  const good = await demo.charge(request({ number: '4242424242424242' }, 'checkout-1'));
  const declining = await demo.charge(request({ number: CARD_DECLINED_AT_RENEWAL }, 'checkout-2'));
  if (!good.approved || !declining.approved) throw new Error('checkout should be approved');
  expect(good.cardLast4).toBe('4242');
  expect(await demo.charge(request({ reference: good.cardReference }, 'renewal-1'))).toMatchObject({ approved: true, cardLast4: '4242' });
  expect(await demo.charge(request({ reference: declining.cardReference }, 'renewal-2'))).toEqual({
    approved: false,
    reason: 'card declined',
  });
  expect(await demo.charge(request({ reference: '' }, 'renewal-3'))).toEqual({ approved: false, reason: 'no card on file' });
  expect((await demo.saveCard({ customerId: 'u1', card: { number: '4242424242424242' } })).cardReference).toMatch(/^demo_card_4242_/);
});
