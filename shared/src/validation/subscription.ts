import { isPackageId, type PackageId } from '../catalog/packages';
import { isValidCardNumber } from './card';
import type { FieldProblem } from './field-problem';
import { cardMessages, subscriptionMessages } from './messages';

/** The body of `PUT /subscribtion`, spelled as the spec spells it. */
export interface SubscriptionRequest {
  username: string;
  subscribtion: PackageId;
  creditCard: string;
  /** The account's password, sent again when the server asks for a recent login. */
  password?: string;
}

/** The server's check of a subscription request's package and card; null when valid. */
export function validateSubscriptionRequest(input: unknown): FieldProblem<'subscribtion' | 'creditCard'> | null {
  const record = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  if (!isPackageId(record.subscribtion)) return { field: 'subscribtion', message: subscriptionMessages.package };
  if (!isValidCardNumber(record.creditCard)) return { field: 'creditCard', message: cardMessages.number };
  return null;
}
