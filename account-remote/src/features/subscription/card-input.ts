import { CARD_NUMBER_LENGTH } from '@rcm/shared';
import type { ClipboardEvent } from 'react';

/**
 * What people type or paste into the card form, made into what the spec's rules check (ACC-8):
 * a card number as wallets and cards print it ("4242 4242 4242 4242", "4242-4242-…") loses its
 * spaces and dashes before the 16-character limit, and an expiry typed "1227" gets its slash.
 * Anything else is left as typed, for the spec's rules and messages to judge.
 */
export const cardNumberFromInput = (text: string): string => text.replace(/[\s-]/g, '');

export function expirationFromInput(text: string): string {
  const compact = text.replace(/\s/g, '');
  return /^\d{4}$/.test(compact) ? `${compact.slice(0, 2)}/${compact.slice(2)}` : compact;
}

/**
 * A paste into the card number field, cleaned before the field's limit cuts it (the browser
 * would keep the first 16 characters, spaces included): the cleaned text takes the selection's place.
 */
export function pasteCardNumber(event: ClipboardEvent<HTMLInputElement>, setNumber: (value: string) => void): void {
  const input = event.currentTarget;
  event.preventDefault();
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? input.value.length;
  const pasted = cardNumberFromInput(event.clipboardData.getData('text'));
  setNumber(cardNumberFromInput(input.value.slice(0, start) + pasted + input.value.slice(end)).slice(0, CARD_NUMBER_LENGTH));
}
