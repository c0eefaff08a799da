import { canonicalEmail, emailMetadata } from './email-metadata';

test.each([
  ['j.o.h.n+work@googlemail.com', 'john@gmail.com'],
  ['john.smith+work@hotmail.co.uk', 'john.smith@outlook.com'],
  ['anne+notes@me.com', 'anne@icloud.com'],
  ['anne-smith-newsletters@ymail.com', 'anne-smith@yahoo.com'],
  ['annesmith@yahoo.com', 'annesmith@yahoo.com'],
  ['a.b+c@proton.me', 'a.b+c@protonmail.com'],
  // Any other domain keeps its address: only the provider knows what a + means there.
  ['billing+east@clarityrcm.com', 'billing+east@clarityrcm.com'],
  ['+only@gmail.com', null],
])(
  "aliases fold as Appwrite folds them (Gmail dots and +tags, Outlook and iCloud +tags, Yahoo's -tag, main domains): %s is %s",
  (address, canonical) => {
    expect(canonicalEmail(address)).toBe(canonical);
  },
);

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
