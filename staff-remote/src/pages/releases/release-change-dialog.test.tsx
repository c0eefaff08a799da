import { RELEASE_REASON_MAX_LENGTH, userDataStore } from '@rcm/shared';
import { apiError, installModalDialogStandIn, ok } from '@rcm/shared/testing';
import { expectOnlyToast, installFakeFetch, pageAt, renderWithToasts } from '@rcm/shared/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { marketingListing } from '../../testing/release-listing';
import { staffMember } from '../../testing/staff-member';
import { CANARY_SHARE_NOTE, percentProblem, reasonProblems } from './release-change';
import ReleasesPage from './releases-page';

const changed = (live: string, canary: { id: string; percent: number } | null = null) =>
  ok({ remote: 'marketing', version: 8, channel: { live, canary } });

const api = installFakeFetch(() => ({
  'GET /staff/releases': ok(marketingListing),
  'POST /staff/releases/marketing/promote': changed('2026-12-05-bbbbbbb'),
  'POST /staff/releases/marketing/rollback': changed('2026-12-03-9999999'),
  'POST /staff/releases/marketing/canary': changed('2026-12-04-aaaaaaa', { id: '2026-12-05-bbbbbbb', percent: 35 }),
  'POST /staff/releases/marketing/abort': changed('2026-12-04-aaaaaaa'),
}));

beforeAll(installModalDialogStandIn);
beforeEach(() => userDataStore.save({ ...staffMember, labels: ['staff', 'release:marketing'] }));

/** The page, and the dialog the button `name` opens. */
async function open(name: string) {
  renderWithToasts(pageAt('/staff/releases', { '/staff/releases': <ReleasesPage /> }));
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.getByRole('dialog');
}

const reasonField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Reason' });

test('promote asks why first: a blank reason is said beside the field and in the toast, and nothing is sent', async () => {
  const dialog = await open('Promote 2026-12-05-bbbbbbb');
  expect(dialog).toHaveAccessibleName('Promote marketing 2026-12-05-bbbbbbb');
  expect(reasonField(dialog)).toHaveFocus();
  await userEvent.type(reasonField(dialog), '   ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
  expect(reasonField(dialog)).toHaveAttribute('aria-invalid', 'true');
  expect(reasonField(dialog)).toHaveAccessibleDescription(expect.stringContaining(reasonProblems.blank));
  await expectOnlyToast(reasonProblems.blank);
  expect(api.to('POST /staff/releases/marketing/promote')).toHaveLength(0);
});

test('a reason over the limit is refused before it is sent', async () => {
  const dialog = await open('Promote 2026-12-05-bbbbbbb');
  await userEvent.click(reasonField(dialog));
  await userEvent.paste('x'.repeat(RELEASE_REASON_MAX_LENGTH + 1));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
  expect(within(dialog).getByText(reasonProblems.tooLong)).toBeInTheDocument();
  expect(api.to('POST /staff/releases/marketing/promote')).toHaveLength(0);
});

test('a confirmed promote sends the release and the reason, says the outcome in one toast, closes and reads the registry again', async () => {
  const dialog = await open('Promote 2026-12-05-bbbbbbb');
  await userEvent.type(reasonField(dialog), ' Copy fixes checked on the preview ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
  await expectOnlyToast('marketing 2026-12-05-bbbbbbb is live for every visitor.');
  expect(api.to('POST /staff/releases/marketing/promote').map((request) => request.body)).toEqual([
    { id: '2026-12-05-bbbbbbb', reason: 'Copy fixes checked on the preview' },
  ]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(api.to('GET /staff/releases')).toHaveLength(2));
  expect(await screen.findByRole('region', { name: 'marketing' })).toBeInTheDocument();
});

test("the server's refusal is shown as it is, in the dialog and the toast, and the reason stays for another try", async () => {
  const refusal = 'marketing has no previous live release to roll back to.';
  api.on('POST /staff/releases/marketing/rollback', apiError(409, 'release_no_previous', refusal));
  const dialog = await open('Roll back marketing');
  await userEvent.type(reasonField(dialog), 'Errors up since the promote');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  await expectOnlyToast(refusal);
  expect(reasonField(dialog)).toHaveValue('Errors up since the promote');
  expect(api.to('POST /staff/releases/marketing/rollback').map((request) => request.body)).toEqual([
    { reason: 'Errors up since the promote' },
  ]);
  expect(api.to('GET /staff/releases')).toHaveLength(1);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test.each(['0', '100', '12.5', ''])('a canary share of "%s" is refused beside the field', async (share) => {
  const dialog = await open('Start canary of 2026-12-05-bbbbbbb');
  const percent = within(dialog).getByRole('spinbutton', { name: 'Share of visitors (%)' });
  await userEvent.clear(percent);
  if (share) await userEvent.type(percent, share);
  await userEvent.type(reasonField(dialog), 'Try it on a few');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Start canary' }));
  expect(percent).toHaveAttribute('aria-invalid', 'true');
  expect(percent).toHaveAccessibleDescription(expect.stringContaining(percentProblem));
  expect(percent).toHaveFocus();
  expect(api.to('POST /staff/releases/marketing/canary')).toHaveLength(0);
});

test('a canary says what it does, and sends the release, its share and the reason', async () => {
  const dialog = await open('Start canary of 2026-12-05-bbbbbbb');
  expect(within(dialog).getByText(CANARY_SHARE_NOTE)).toBeInTheDocument();
  const percent = within(dialog).getByRole('spinbutton', { name: 'Share of visitors (%)' });
  await userEvent.clear(percent);
  await userEvent.type(percent, '35');
  await userEvent.type(reasonField(dialog), 'Try it on a third');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Start canary' }));
  await expectOnlyToast('marketing 2026-12-05-bbbbbbb is the canary: 35% of visitors get it.');
  expect(api.to('POST /staff/releases/marketing/canary').map((request) => request.body)).toEqual([
    { id: '2026-12-05-bbbbbbb', percent: 35, reason: 'Try it on a third' },
  ]);
});

test('abort sends only the reason', async () => {
  const dialog = await open('Abort marketing canary');
  expect(dialog).toHaveAccessibleName("Abort marketing's canary");
  await userEvent.type(reasonField(dialog), 'Pricing table breaks on phones');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Abort canary' }));
  await expectOnlyToast("marketing's canary is aborted: every visitor gets 2026-12-04-aaaaaaa.");
  expect(api.to('POST /staff/releases/marketing/abort').map((request) => request.body)).toEqual([
    { reason: 'Pricing table breaks on phones' },
  ]);
});
