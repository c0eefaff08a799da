import { isPackageId, type PackageId } from '../catalog/packages';
import { isValidCardNumber } from './card';
import { cardMessages, subscriptionMessages } from './messages';

/** The body of `PUT /subscribtion`, spelled as the spec spells it. */
export interface SubscriptionRequest {
  username: string;
  subscribtion: PackageId;
  creditCard: string;
}

/** Server-side check of a subscription request's package and card; null when valid. */
export function validateSubscriptionRequest(input: { subscribtion?: unknown; creditCard?: unknown }): string | null {
  if (!isPackageId(input.subscribtion)) return subscriptionMessages.package;
  if (!isValidCardNumber(input.creditCard)) return cardMessages.number;
  return null;
}
