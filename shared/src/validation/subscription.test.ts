import { validateSubscriptionRequest } from './subscription';
import { cardMessages, subscriptionMessages } from './messages';

test('a known package with a 16-digit card passes', () => {
  expect(validateSubscriptionRequest({ subscribtion: 'gold', creditCard: '4242424242424242' })).toBeNull();
});

test('the package is checked before the card', () => {
  expect(validateSubscriptionRequest({ subscribtion: 'diamond', creditCard: '42' })).toBe(subscriptionMessages.package);
  expect(validateSubscriptionRequest({ subscribtion: 'Gold', creditCard: '4242424242424242' })).toBe(subscriptionMessages.package);
  expect(validateSubscriptionRequest({ subscribtion: 'silver', creditCard: '4242-4242-4242-42' })).toBe(cardMessages.number);
});
