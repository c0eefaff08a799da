import { decodeSessionCookie, encodeSessionCookie } from './session-token';

const base64 = (text: string) => Buffer.from(text).toString('base64');

test('a session cookie reads back as the user id and secret it was made of', () => {
  expect(decodeSessionCookie(encodeSessionCookie('user-1', 'secret-1'))).toEqual({ id: 'user-1', secret: 'secret-1' });
});

test.each([
  ['not base64 JSON', 'not a cookie'],
  ['JSON null', base64('null')],
  ['a JSON string', base64('"user-1"')],
  ['a number id', base64('{"id":1,"secret":"s"}')],
  ['no id', base64('{"secret":"s"}')],
  ['no secret', base64('{"id":"user-1"}')],
  ['a number secret', base64('{"id":"user-1","secret":5}')],
  ['an empty secret', base64('{"id":"user-1","secret":""}')],
])('a cookie holding %s is no session (and does not throw)', (_what, value) => {
  expect(decodeSessionCookie(value)).toBeNull();
});
