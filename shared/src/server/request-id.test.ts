import { requestIdOf } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('a request without an id gets a new random one each time', () => {
  const first = requestIdOf({});
  expect(first).toMatch(UUID);
  expect(requestIdOf({})).not.toBe(first);
});

test('an id a proxy gave is kept: letters, digits and -_.: from 8 to 128 characters', () => {
  for (const given of ['abcd1234', '1-67891233-abcdef012345678912345678', 'req.7:a_b-c', 'x'.repeat(128)]) {
    expect(requestIdOf({ 'x-request-id': given })).toBe(given);
  }
});

test('anything else is replaced, so no log line or header can be forged through it', () => {
  const refused = ['short7!', 'abc1234', 'x'.repeat(129), 'abcd1234\nforged line', 'abcd 1234', 'abcd1234"}', 'abcdé1234', ''];
  for (const given of refused) expect(requestIdOf({ 'x-request-id': given })).toMatch(UUID);
  // Node joins a repeated header into an array for unknown names: no guessing which one counts.
  expect(requestIdOf({ 'x-request-id': ['abcd1234', 'efgh5678'] as unknown as string })).toMatch(UUID);
});
