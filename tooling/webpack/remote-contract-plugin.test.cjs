const { missingExposes } = require('./remote-contract-plugin.cjs');

const { remoteModules } = require('@rcm/shared');

// What the shell routes to (the contract), as the marketing and account remotes expose it.
const marketing = [...remoteModules.marketing];
const account = [...remoteModules.account];

test('a remote exposing every routed module passes', () => {
  expect(missingExposes('rcm_marketing', marketing)).toEqual([]);
  // Written without the "./" too, as a remote's config may name them.
  expect(
    missingExposes(
      'rcm_account',
      account.map((module) => module.replace('./', '')),
    ),
  ).toEqual([]);
});

test('a remote that stops exposing a routed module fails, naming the module', () => {
  const messages = missingExposes(
    'rcm_marketing',
    marketing.filter((module) => module !== './Contact'),
  );
  expect(messages).toEqual([expect.stringContaining('must expose "./Contact"')]);
  expect(
    missingExposes(
      'rcm_account',
      account.filter((module) => module !== './Profile'),
    ),
  ).toEqual([expect.stringContaining('"./Profile"')]);
});

test('apps that are not remotes of the contract are not checked', () => {
  expect(missingExposes('rcm_shell', [])).toEqual([]);
});
