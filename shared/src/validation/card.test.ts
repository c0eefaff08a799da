import { sampleCard as valid } from '../testing';
import { CARDHOLDER_NAME_MAX_LENGTH, emptyCardForm, isValidCardNumber, passesLuhn, validateCardForm, type CardForm } from './card';
import { cardMessages } from './messages';

const now = new Date(2026, 10, 22);

test('a complete card passes', () => {
  expect(validateCardForm(valid, now)).toBeNull();
});

test('the rules run in the spec order: number, expiration, CVV, name', () => {
  const allBad: CardForm = { number: '4242', expiration: '1/2', cvv: '12', name: 'Al' };
  expect(validateCardForm(allBad, now)).toEqual({ field: 'number', message: cardMessages.number });
  expect(validateCardForm({ ...allBad, number: valid.number }, now)).toEqual({ field: 'expiration', message: cardMessages.expiration });
  expect(validateCardForm({ ...allBad, number: valid.number, expiration: valid.expiration }, now)).toEqual({
    field: 'cvv',
    message: cardMessages.cvv,
  });
  expect(validateCardForm({ ...valid, name: 'Al' }, now)).toEqual({ field: 'name', message: cardMessages.name });
});

test.each(['424242424242424', '42424242424242420', '4242 4242 4242 42', 'abcdabcdabcdabcd'])('card number "%s" is refused', (number) => {
  expect(validateCardForm({ ...valid, number }, now)?.message).toBe(cardMessages.number);
});

test.each(['1227', '13/27', '00/27', '12-27', '10/26', '12/2027', '12/25', '112/27', '12/270', ' 12/27'])(
  'expiration "%s" is refused',
  (expiration) => {
    expect(validateCardForm({ ...valid, expiration }, now)?.message).toBe(cardMessages.expiration);
  },
);

test('the current month is still valid, and so is January of a later year', () => {
  expect(validateCardForm({ ...valid, expiration: '11/26' }, now)).toBeNull();
  expect(validateCardForm({ ...valid, expiration: '01/27' }, now)).toBeNull();
});

test.each(['12', '1234', '12a'])('CVV "%s" is refused', (cvv) => {
  expect(validateCardForm({ ...valid, cvv }, now)?.message).toBe(cardMessages.cvv);
});

test('the cardholder name needs at least five characters, not counting outer spaces', () => {
  expect(validateCardForm({ ...valid, name: '  Ann  ' }, now)?.message).toBe(cardMessages.name);
  expect(validateCardForm({ ...valid, name: 'Ann B' }, now)).toBeNull();
});

test('the cardholder name has at most 100 characters', () => {
  expect(validateCardForm({ ...valid, name: 'x'.repeat(CARDHOLDER_NAME_MAX_LENGTH) }, now)).toBeNull();
  expect(validateCardForm({ ...valid, name: 'x'.repeat(CARDHOLDER_NAME_MAX_LENGTH + 1) }, now)?.message).toBe(cardMessages.name);
});

test('a card number that is not text (a JSON number) is refused', () => {
  expect(isValidCardNumber(4242424242424242)).toBe(false);
  expect(isValidCardNumber('4242424242424242')).toBe(true);
});

test('the card form starts with its four fields empty, and is refused on the number first', () => {
  expect(emptyCardForm()).toEqual({ number: '', expiration: '', cvv: '', name: '' });
  expect(validateCardForm(emptyCardForm(), now)?.field).toBe('number');
});

test.each(['4242424242424241', '4000000000000001', '1234567812345678'])(
  'a 16-digit number whose Luhn checksum fails ("%s") is refused with the card message',
  (number) => {
    expect(validateCardForm({ ...valid, number }, now)?.message).toBe(cardMessages.number);
  },
);

test.each(['4242424242424242', '5555555555554444', '4000056655665556', '0000000000000000'])(
  'a number with a valid checksum ("%s") passes',
  (number) => {
    expect(passesLuhn(number)).toBe(true);
    expect(validateCardForm({ ...valid, number }, now)).toBeNull();
  },
);
