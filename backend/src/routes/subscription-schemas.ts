import { packageIds } from '@rcm/shared';
import { integer, objectOf, text } from '../http/json-schema';

/** The subscription routes' schemas: what each reply holds (and nothing more leaves), and the quote's query. */
export const subscriptionReply = objectOf({ message: text, subscribtion: text });

export const cancellationReply = objectOf({ message: text, subscribtion: text, paid_until: text });

export const historyEntry = objectOf({
  action: text,
  date: text,
  package: text,
  from_package: text,
  monthly_price_usd: integer,
  credit_cents: integer,
  charged_cents: integer,
  card_last4: text,
  paid_until: text,
  invoice_number: text,
});
export const historyReply = objectOf({ entries: { type: 'array', items: historyEntry } });

export const quoteQuery = {
  type: 'object',
  required: ['subscribtion'],
  additionalProperties: false,
  properties: { subscribtion: { type: 'string', enum: packageIds } },
} as const;
export const quoteReply = objectOf({
  kind: text,
  subscribtion: text,
  from: text,
  price_cents: integer,
  credit_cents: integer,
  credit_days: integer,
  charge_cents: integer,
  extra_days: integer,
  paid_until: text,
});
