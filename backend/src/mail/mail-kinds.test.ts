import { accountMailKinds, erasedOnceFinished, isMailKind, kindsKeptWithoutAddress, kindsWithSecrets, type MailKind } from './mail-kinds';

/**
 * What the outbox keeps of each kind once it is sent or given up on, kind by kind: a kind whose
 * data or headers hold a link's secret keeps none of it (a copy of the database opens no link),
 * the notice to a deleted account keeps not even its address.
 */
const kept: Record<MailKind, ReturnType<typeof erasedOnceFinished>> = {
  'enquiry-acknowledgement': {},
  'sales-notification': {},
  'enquiry-reply': {},
  'enquiry-assigned': {},
  'newsletter-confirmation': { data: '{}', headers: '{}' },
  'password-recovery': { data: '{}', headers: '{}' },
  'email-verification': { data: '{}', headers: '{}' },
  'mfa-challenge': { data: '{}', headers: '{}' },
  'subscription-receipt': {},
  'subscription-cancellation': {},
  'subscription-lapsed': {},
  'email-change-confirmation': { data: '{}', headers: '{}' },
  'email-change-requested': {},
  'email-changed': { data: '{}', headers: '{}' },
  'password-changed': {},
  'account-deleted': { recipient: '', data: '{}', headers: '{}' },
  'canary-aborted': {},
};

test.each(Object.entries(kept))('%s: once finished, the outbox erases %p', (kind, erased) => {
  expect(isMailKind(kind)).toBe(true);
  expect(erasedOnceFinished(kind)).toEqual(erased);
});

test.each([
  [
    "the kinds whose data or headers hold a link's secret",
    kindsWithSecrets,
    ['email-change-confirmation', 'email-changed', 'email-verification', 'mfa-challenge', 'newsletter-confirmation', 'password-recovery'],
  ],
  ['the kinds kept without their address', kindsKeptWithoutAddress, ['account-deleted']],
  [
    "an account's own mail: what its holder's doings send to its address, never what anyone can cause (newsletter, enquiry)",
    accountMailKinds,
    [
      'email-change-requested',
      'email-verification',
      'password-changed',
      'password-recovery',
      'subscription-cancellation',
      'subscription-lapsed',
      'subscription-receipt',
    ],
  ],
] as const)('%s', (_set, kinds: ReadonlySet<string>, expected) => {
  expect([...kinds].sort()).toEqual(expected);
});

test('the sets name kinds that exist, and a kind that is none keeps all', () => {
  for (const kind of [...kindsWithSecrets, ...kindsKeptWithoutAddress, ...accountMailKinds])
    expect([kind, isMailKind(kind)]).toEqual([kind, true]);
  expect(erasedOnceFinished('no-such-kind')).toEqual({});
});
