import { validateCardForm, type CardForm } from './card';
import { cardMessages } from './messages';

const now = new Date(2026, 10, 22);
const valid: CardForm = { number: '4242424242424242', expiration: '12/27', cvv: '123', name: 'Maria Lopez' };

test('a complete card passes', () => {
  expect(validateCardForm(valid, now)).toBeNull();
});

test('messages come in the spec order', () => {
  expect(Object.values(cardMessages)).toEqual([
    'Please insert a valid card number',
    'Invalid expiration date',
    'Please insert a correct CVV',
    'Please insert a correct full name',
  ]);
  const allBad: CardForm = { number: '4242', expiration: '1/2', cvv: '12', name: 'Al' };
  expect(validateCardForm(allBad, now)).toBe(cardMessages.number);
  expect(validateCardForm({ ...allBad, number: valid.number }, now)).toBe(cardMessages.expiration);
  expect(validateCardForm({ ...allBad, number: valid.number, expiration: valid.expiration }, now)).toBe(cardMessages.cvv);
  expect(validateCardForm({ ...valid, name: 'Al' }, now)).toBe(cardMessages.name);
});

test.each(['424242424242424', '42424242424242420', '4242 4242 4242 42', 'abcdabcdabcdabcd'])('card number "%s" is refused', (number) => {
  expect(validateCardForm({ ...valid, number }, now)).toBe(cardMessages.number);
});

test.each(['1227', '13/27', '00/27', '12-27', '10/26', '12/2027'])('expiration "%s" is refused', (expiration) => {
  expect(validateCardForm({ ...valid, expiration }, now)).toBe(cardMessages.expiration);
});

test('the current month is still valid', () => {
  expect(validateCardForm({ ...valid, expiration: '11/26' }, now)).toBeNull();
});

test.each(['12', '1234', '12a'])('CVV "%s" is refused', (cvv) => {
  expect(validateCardForm({ ...valid, cvv }, now)).toBe(cardMessages.cvv);
});

test('the cardholder name needs at least five characters, not counting outer spaces', () => {
  expect(validateCardForm({ ...valid, name: '  Ann  ' }, now)).toBe(cardMessages.name);
  expect(validateCardForm({ ...valid, name: 'Ann B' }, now)).toBeNull();
});
