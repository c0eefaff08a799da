import { hasControlCharacters } from './control-characters';

/** The longest practice name and billing address an invoice carries, in characters. */
export const PRACTICE_NAME_MAX_LENGTH = 120;
export const BILLING_ADDRESS_MAX_LENGTH = 400;

/** What the account settings say about the practice's name and billing address (BILL-4). */
export const billingDetailsMessages = {
  title: 'Practice and billing address',
  lead: 'Optional. Your invoices are made out to them from your next charge on.',
  practiceName: 'Practice name',
  billingAddress: 'Billing address',
  practiceNameTooLong: `The practice name can be at most ${PRACTICE_NAME_MAX_LENGTH} characters long.`,
  billingAddressTooLong: `The billing address can be at most ${BILLING_ADDRESS_MAX_LENGTH} characters long.`,
  invalidCharacters: 'Please use only letters, digits and punctuation.',
  saved: 'Your practice and billing address have been saved.',
  loadFailed: 'We could not load your practice and billing address. Please reload the page.',
} as const;

/** The practice's name and billing address, as the server keeps them ('' when not given). */
export interface BillingDetails {
  practice_name: string;
  billing_address: string;
}

type Field = keyof BillingDetails;

/** Both trimmed; each at most its length, without control characters. The first problem, by field, or the details. */
export function checkBillingDetails(
  given: BillingDetails,
): { value: BillingDetails; problem?: undefined } | { problem: { field: Field; message: string } } {
  const value = { practice_name: given.practice_name.trim(), billing_address: given.billing_address.trim() };
  const limits: Array<[Field, number, string]> = [
    ['practice_name', PRACTICE_NAME_MAX_LENGTH, billingDetailsMessages.practiceNameTooLong],
    ['billing_address', BILLING_ADDRESS_MAX_LENGTH, billingDetailsMessages.billingAddressTooLong],
  ];
  for (const [field, max, tooLong] of limits) {
    if (hasControlCharacters(value[field])) return { problem: { field, message: billingDetailsMessages.invalidCharacters } };
    if ([...value[field]].length > max) return { problem: { field, message: tooLong } };
  }
  return { value };
}
