import { apiErrorOutcome as outcomeOf } from '../../testing/api-error-outcome';
import { notOneMailbox } from '@rcm/shared/testing';
import { checkEmail, checkName, checkNewEmail, checkPassword, checkPrefs, checkUserId } from './validators';

const refusal = (param: string, description: string) => ({
  status: 400,
  type: 'general_argument_invalid',
  message: `Invalid \`${param}\` param: ${description}`,
});

/** An object nested `levels` deep (the outermost object counts as one), as a JSON body would arrive. */
function nested(levels: number, inner: (value: unknown) => unknown = (value) => ({ next: value })): unknown {
  let value: unknown = { leaf: 'x' };
  for (let level = 1; level < levels; level += 1) value = inner(value);
  return value;
}

describe('account parameters, checked as Appwrite checks them', () => {
  test('a user id of up to 36 allowed characters, or unique(); anything else gets Appwrite’s exact message', () => {
    expect(checkUserId('unique()')).toBe('unique()');
    expect(checkUserId(`a${'_'.repeat(35)}`)).toBe(`a${'_'.repeat(35)}`);
    const message =
      "Parameter must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, period, hyphen, and underscore. Can't start with a special char";
    for (const userId of [`a${'b'.repeat(36)}`, '_a', 'a b', ''])
      expect(outcomeOf(() => checkUserId(userId))).toEqual(refusal('userId', message));
  });

  test('an email is kept trimmed and in lower case, up to 320 characters', () => {
    expect(checkEmail('  Someone@Practice.EXAMPLE ')).toBe('someone@practice.example');
    const longest = `${'a'.repeat(320 - '@practice.example'.length)}@practice.example`;
    expect(checkEmail(longest)).toBe(longest);
    expect(outcomeOf(() => checkEmail(`a${longest}`))).toEqual(refusal('email', 'Value must be a valid email address'));
  });

  test("an account's new address is one mailbox (M8): no list, name, group or line break, whatever checkEmail lets through to find an account", () => {
    expect(checkNewEmail('  Someone@Practice.ORG ')).toBe('someone@practice.org');
    expect(checkEmail('a,b@practice.example')).toBe('a,b@practice.example');
    for (const value of [...notOneMailbox, 'a,b@practice.example', 'name<a@practice.example>']) {
      expect([value, outcomeOf(() => checkNewEmail(value))]).toEqual([value, refusal('email', 'Value must be a valid email address')]);
    }
  });

  test('a password of 8 to 256 bytes, counted in UTF-8', () => {
    expect(checkPassword('a'.repeat(256))).toBe('a'.repeat(256));
    expect(checkPassword('éééé')).toBe('éééé');
    const message = refusal('password', 'Password must be between 8 and 256 characters long.');
    expect(outcomeOf(() => checkPassword('a'.repeat(257)))).toEqual(message);
    expect(outcomeOf(() => checkPassword(`${'é'.repeat(128)}a`))).toEqual(message);
    expect(outcomeOf(() => checkPassword('a'.repeat(7)))).toEqual(message);
  });

  test('a name of 1 to 128 characters once trimmed, without control characters, kept trimmed (ACC-5)', () => {
    expect(checkName('é'.repeat(128))).toBe('é'.repeat(128));
    expect(checkName('  Maria Lopez  ')).toBe('Maria Lopez');
    const message = refusal('name', 'Value must be a valid string and at least 1 chars and no longer than 128 chars');
    expect(outcomeOf(() => checkName('a'.repeat(129)))).toEqual(message);
    expect(outcomeOf(() => checkName('Dr.\u0000Who'))).toEqual(message);
    expect(outcomeOf(() => checkName(''))).toEqual(message);
    expect(outcomeOf(() => checkName('   '))).toEqual(message);
  });
});

describe('prefs', () => {
  const invalid = refusal('prefs', 'Value must be a valid object.');

  test('only a JSON object: null, a list, a string or a number is "a valid object" refused', () => {
    for (const prefs of [null, [], ['theme'], 'dark', 7, undefined]) expect(outcomeOf(() => checkPrefs(prefs))).toEqual(invalid);
    expect(checkPrefs({})).toEqual({});
    expect(checkPrefs({ theme: null, list: [null, 1] })).toEqual({ theme: null, list: [null, 1] });
  });

  test('32 levels of objects or lists are accepted, 33 are not, however the levels are made', () => {
    expect(outcomeOf(() => checkPrefs(nested(32)))).toBe('accepted');
    expect(outcomeOf(() => checkPrefs(nested(33)))).toEqual(invalid);
    expect(outcomeOf(() => checkPrefs({ list: nested(31, (value) => [value]) }))).toBe('accepted');
    expect(outcomeOf(() => checkPrefs({ list: nested(32, (value) => [value]) }))).toEqual(invalid);
    // The deep branch is not the first one looked at.
    expect(outcomeOf(() => checkPrefs({ a: nested(32), b: 'x', c: { d: 1 } }))).toEqual(invalid);
    expect(outcomeOf(() => checkPrefs({ a: 'x', b: nested(32) }))).toEqual(invalid);
    // Thousands of levels are refused without recursing (a recursive count would overflow the stack).
    expect(outcomeOf(() => checkPrefs(nested(100_000)))).toEqual(invalid);
  });

  test('up to 65,535 bytes of JSON', () => {
    const overhead = JSON.stringify({ note: '' }).length;
    expect(outcomeOf(() => checkPrefs({ note: 'a'.repeat(65_535 - overhead) }))).toBe('accepted');
    expect(outcomeOf(() => checkPrefs({ note: 'a'.repeat(65_536 - overhead) }))).toEqual(invalid);
  });

  test('no __proto__ or constructor key, at any level; the words as values are fine', () => {
    expect(outcomeOf(() => checkPrefs(JSON.parse('{"__proto__":{"admin":true}}')))).toEqual(invalid);
    expect(outcomeOf(() => checkPrefs({ theme: { constructor: 'x' } }))).toEqual(invalid);
    expect(outcomeOf(() => checkPrefs({ word: 'constructor', next: 1 }))).toBe('accepted');
    expect(outcomeOf(() => checkPrefs({ word: '__proto__' }))).toBe('accepted');
  });

  test('the keys the server owns are named in the refusal, one or both', () => {
    expect(outcomeOf(() => checkPrefs({ subscribtion: 'Gold' }))).toEqual(
      refusal('prefs', 'subscribtion is kept by the server and cannot be set.'),
    );
    expect(outcomeOf(() => checkPrefs({ theme: 'dark', rc_score: 99 }))).toEqual(
      refusal('prefs', 'rc_score is kept by the server and cannot be set.'),
    );
    expect(outcomeOf(() => checkPrefs({ rc_score: 1, subscribtion: 'Gold' }))).toEqual(
      refusal('prefs', 'subscribtion and rc_score are kept by the server and cannot be set.'),
    );
    expect(checkPrefs({ theme: 'dark', nested: { subscribtion: 'Gold' } })).toEqual({ theme: 'dark', nested: { subscribtion: 'Gold' } });
  });
});
