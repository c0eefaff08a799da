import fc from 'fast-check';

/**
 * Generators of hostile request bodies: wrong types, missing and extra fields, huge strings,
 * unicode, control characters, injection strings, nested JSON, and raw bodies that are not
 * JSON, have the wrong content type or are too large.
 */

const injections = [
  "'; DROP TABLE contact_enquiries; --",
  "' OR '1'='1",
  '1; SELECT * FROM users --',
  '<script>alert(document.cookie)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{constructor.constructor("return process")()}}',
  '${process.exit(1)}',
  '../../../../etc/passwd',
  '\u0000\u0001\u0002\u001f\u007f',
  '\u202e\u200b\ufeff',
  '💥🏥 Zoë Łukasz Nguyễn 医院',
  'a\r\nSet-Cookie: injected=1',
  '__proto__',
];

const controlCharacters = fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code)), maxLength: 40 });
const hostileString = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  controlCharacters,
  fc.constantFrom(...injections),
  fc.constantFrom('x'.repeat(5_000), 'é'.repeat(20_000), '1'.repeat(300)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
  fc.letrec((tie) => ({ nested: fc.oneof({ depthSize: 'small' }, hostileString, fc.array(tie('nested'), { maxLength: 2 })) })).nested,
);

/** A body with the endpoint's fields, each maybe missing, maybe hostile, plus extra keys. */
export const hostileRecord = (fields: readonly string[]) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(fields.map((field) => [field, hostileValue])), { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'admin', 'id', 'role', 'prefs'), hostileValue, { maxKeys: 2 }),
    )
    .map(([record, extra]) => ({ ...extra, ...record }));

/** A valid body with one field turned hostile: exercises the accepted path with odd text. */
export const validWithOneHostile = <T extends object>(valid: T) =>
  fc
    .tuple(fc.constantFrom(...(Object.keys(valid) as (keyof T & string)[])), hostileString)
    .map(([field, value]) => ({ ...valid, [field]: value }));

/** Bodies no JSON encoder would write, each sent as it is. */
export const rawCases: { name: string; contentType?: string; body: string | Uint8Array<ArrayBuffer> }[] = [
  { name: 'truncated JSON', contentType: 'application/json', body: '{"email": "a@b.com"' },
  { name: 'not JSON', contentType: 'application/json', body: 'email=a@b.com' },
  { name: 'JSON string', contentType: 'application/json', body: '"just a string"' },
  { name: 'JSON array', contentType: 'application/json', body: '[1,2,3]' },
  { name: 'deep nesting', contentType: 'application/json', body: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
  // Inside a field that takes any JSON: nesting the schema cannot stop at the door.
  { name: 'deep nesting in prefs', contentType: 'application/json', body: `{"prefs":{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}}` },
  {
    name: 'deep object nesting in prefs',
    contentType: 'application/json',
    body: `{"prefs":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
  },
  {
    name: 'prototype pollution',
    contentType: 'application/json',
    body: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}',
  },
  { name: 'text/plain', contentType: 'text/plain', body: 'hello' },
  { name: 'form-urlencoded', contentType: 'application/x-www-form-urlencoded', body: 'email=a%40b.com&password=x' },
  {
    name: 'multipart',
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.com\r\n--x--',
  },
  { name: 'no content type', body: '{"email":"a@b.com"}' },
  {
    name: 'invalid UTF-8',
    contentType: 'application/json',
    body: new Uint8Array([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  { name: 'oversized', contentType: 'application/json', body: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }) },
];
