const { missingExposes } = require('./remote-contract-plugin.cjs');

const marketing = [
  './Home',
  './About',
  './Services',
  './Contact',
  './Privacy',
  './Terms',
  './Insight',
  './NewsletterConfirm',
  './NewsletterUnsubscribe',
];

test('a remote exposing every routed module passes', () => {
  expect(missingExposes('rcm_marketing', marketing)).toEqual([]);
  expect(missingExposes('rcm_account', ['Login', 'Profile', 'Recovery', 'ResetPassword', 'VerifyEmail', 'ProfileSettings'])).toEqual([]);
});

test('a remote that stops exposing a routed module fails, naming the module', () => {
  const messages = missingExposes(
    'rcm_marketing',
    marketing.filter((module) => module !== './Contact'),
  );
  expect(messages).toEqual([expect.stringContaining('must expose "./Contact"')]);
  expect(missingExposes('rcm_account', ['./Login', './Recovery', './ResetPassword', './VerifyEmail', './ProfileSettings'])).toEqual([
    expect.stringContaining('"./Profile"'),
  ]);
});

test('apps that are not remotes of the contract are not checked', () => {
  expect(missingExposes('rcm_shell', [])).toEqual([]);
});
