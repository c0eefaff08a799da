import { notOneMailbox } from '@rcm/shared/testing';
import { addressingOf } from './addressing';

const FROM = 'Clarity RCM <no-reply@clarityrcm.com>';

test('one recipient, as an address object with no name, and an envelope naming it alone, from the sender', () => {
  expect(addressingOf('maria@riversideclinic.com', FROM)).toEqual({
    to: { name: '', address: 'maria@riversideclinic.com' },
    envelope: { from: FROM, to: [{ name: '', address: 'maria@riversideclinic.com' }] },
  });
});

test.each(notOneMailbox)('a stored recipient that is not one mailbox (%p) is never addressed', (recipient) => {
  expect(addressingOf(recipient, FROM)).toBeNull();
});

test("a closed account's erased notice (no address left) is never addressed", () => {
  expect(addressingOf('', FROM)).toBeNull();
});
