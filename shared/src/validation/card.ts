import type { FieldProblem } from './field-problem';
import { cardMessages } from './messages';

export interface CardForm {
  number: string;
  expiration: string;
  cvv: string;
  name: string;
}

export type CardField = keyof CardForm;

export const CARD_NUMBER_LENGTH = 16;
export const CARD_EXPIRATION_LENGTH = 5;
export const CARD_CVV_LENGTH = 3;
export const CARDHOLDER_NAME_MIN_LENGTH = 5;
export const CARDHOLDER_NAME_MAX_LENGTH = 100;

export function emptyCardForm(): CardForm {
  return { number: '', expiration: '', cvv: '', name: '' };
}

/** The Luhn checksum every card number carries: catches a mistyped or made-up number. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The spec's 16 characters, all digits, with a valid Luhn checksum. */
export function isValidCardNumber(value: unknown): value is string {
  return typeof value === 'string' && new RegExp(`^\\d{${CARD_NUMBER_LENGTH}}$`).test(value) && passesLuhn(value);
}

/** Exactly MM/YY (CARD_EXPIRATION_LENGTH characters), a real month, and not before the current month. */
export function isValidExpiration(value: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return year > currentYear || (year === currentYear && month >= currentMonth);
}

function cardholderNameFits(value: string): boolean {
  const name = value.trim();
  return name.length >= CARDHOLDER_NAME_MIN_LENGTH && name.length <= CARDHOLDER_NAME_MAX_LENGTH;
}

/** The first rule the card breaks, in the spec's order, or null. */
export function validateCardForm(card: CardForm, now: Date = new Date()): FieldProblem<CardField> | null {
  const rules: ReadonlyArray<[CardField, boolean]> = [
    ['number', isValidCardNumber(card.number)],
    ['expiration', isValidExpiration(card.expiration, now)],
    ['cvv', new RegExp(`^\\d{${CARD_CVV_LENGTH}}$`).test(card.cvv)],
    ['name', cardholderNameFits(card.name)],
  ];
  const failed = rules.find(([, passes]) => !passes);
  return failed ? { field: failed[0], message: cardMessages[failed[0]] } : null;
}
