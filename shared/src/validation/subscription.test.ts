import { sampleCard } from '../testing';
import { cardMessages, subscriptionMessages } from './messages';
import { checkSubscriptionRequest } from './subscription';

const problemOf = (input: unknown) => checkSubscriptionRequest(input).problem ?? null;

test('a known package with a 16-digit card passes, and only those two fields are kept from the body', () => {
  expect(checkSubscriptionRequest({ subscribtion: 'gold', creditCard: sampleCard.number, username: 'a@b.c', extra: 1 })).toEqual({
    value: { subscribtion: 'gold', creditCard: sampleCard.number },
  });
});

test('the package is checked before the card', () => {
  expect(problemOf({ subscribtion: 'diamond', creditCard: '42' })).toEqual({
    field: 'subscribtion',
    message: subscriptionMessages.package,
  });
  expect(problemOf({ subscribtion: 'Gold', creditCard: sampleCard.number })?.message).toBe(subscriptionMessages.package);
  expect(problemOf({ subscribtion: 'silver', creditCard: '4242-4242-4242-42' })).toEqual({
    field: 'creditCard',
    message: cardMessages.number,
  });
  expect(problemOf(null)?.field).toBe('subscribtion');
});
