import { isPackageId, type PackageId } from '../catalog/packages';
import { isValidCardNumber } from './card';
import { fieldOf, type Checked } from './field-problem';
import { cardMessages, subscriptionMessages } from './messages';

/** The body of `PUT /subscribtion`, spelled as the spec spells it. */
export interface SubscriptionRequest {
  username: string;
  subscribtion: PackageId;
  creditCard: string;
  /** The account's password, sent again when the server asks for a recent login. */
  password?: string;
}

type SubscriptionField = 'subscribtion' | 'creditCard';

/** The server's check of a subscription request: its package and card once both are valid, or the first problem. */
export function checkSubscriptionRequest(input: unknown): Checked<Pick<SubscriptionRequest, SubscriptionField>, SubscriptionField> {
  const subscribtion = fieldOf(input, 'subscribtion');
  const creditCard = fieldOf(input, 'creditCard');
  if (!isPackageId(subscribtion)) return { problem: { field: 'subscribtion', message: subscriptionMessages.package } };
  if (!isValidCardNumber(creditCard)) return { problem: { field: 'creditCard', message: cardMessages.number } };
  return { value: { subscribtion, creditCard } };
}
