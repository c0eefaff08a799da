import { sampleCard } from '../testing';
import { cardMessages, subscriptionMessages } from './messages';
import { validateSubscriptionRequest } from './subscription';

test('a known package with a 16-digit card passes', () => {
  expect(validateSubscriptionRequest({ subscribtion: 'gold', creditCard: sampleCard.number })).toBeNull();
});

test('the package is checked before the card', () => {
  expect(validateSubscriptionRequest({ subscribtion: 'diamond', creditCard: '42' })).toEqual({
    field: 'subscribtion',
    message: subscriptionMessages.package,
  });
  expect(validateSubscriptionRequest({ subscribtion: 'Gold', creditCard: sampleCard.number })?.message).toBe(subscriptionMessages.package);
  expect(validateSubscriptionRequest({ subscribtion: 'silver', creditCard: '4242-4242-4242-42' })).toEqual({
    field: 'creditCard',
    message: cardMessages.number,
  });
  expect(validateSubscriptionRequest(null)?.field).toBe('subscribtion');
});
