import { canonicalEmail, emailMetadata } from './email-metadata';

test("aliases fold as Appwrite folds them: Gmail dots and +tags, Outlook and iCloud +tags, Yahoo's -tag, main domains", () => {
  expect(canonicalEmail('j.o.h.n+work@googlemail.com')).toBe('john@gmail.com');
  expect(canonicalEmail('john.smith+work@hotmail.co.uk')).toBe('john.smith@outlook.com');
  expect(canonicalEmail('anne+notes@me.com')).toBe('anne@icloud.com');
  expect(canonicalEmail('anne-smith-newsletters@ymail.com')).toBe('anne-smith@yahoo.com');
  expect(canonicalEmail('annesmith@yahoo.com')).toBe('annesmith@yahoo.com');
  expect(canonicalEmail('a.b+c@proton.me')).toBe('a.b+c@protonmail.com');
  // Any other domain keeps its address: only the provider knows what a + means there.
  expect(canonicalEmail('billing+east@clarityrcm.com')).toBe('billing+east@clarityrcm.com');
  expect(canonicalEmail('+only@gmail.com')).toBeNull();
});

test('free, disposable and corporate are exclusive; a domain on both lists counts as disposable', () => {
  expect(emailMetadata('someone@gmail.com')).toEqual({
    emailCanonical: 'someone@gmail.com',
    emailIsCanonical: true,
    emailIsFree: true,
    emailIsDisposable: false,
    emailIsCorporate: false,
  });
  expect(emailMetadata('someone@mailinator.com')).toMatchObject({ emailIsFree: false, emailIsDisposable: true, emailIsCorporate: false });
  expect(emailMetadata('someone@clarityrcm.com')).toMatchObject({ emailIsFree: false, emailIsDisposable: false, emailIsCorporate: true });
  expect(emailMetadata('Some.One@Gmail.com')).toMatchObject({ emailCanonical: 'someone@gmail.com', emailIsCanonical: false });
});
