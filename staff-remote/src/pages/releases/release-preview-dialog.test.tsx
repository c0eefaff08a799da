import { STAFF_STEP_UP_ERROR_TYPE, STAFF_STEP_UP_MESSAGE, userDataStore } from '@rcm/shared';
import { twoStepMessages } from '@rcm/shared/account-texts';
import { apiError, installModalDialogStandIn, ok } from '@rcm/shared/testing';
import { expectOnlyToast, installFakeFetch, pageAt, renderWithToasts } from '@rcm/shared/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { marketingListing } from '../../testing/release-listing';
import { staffMember } from '../../testing/staff-member';
import { formatDateTime } from '../../lib/format';
import ReleasesPage from './releases-page';
import { previewWords } from './release-preview-dialog';

/** The Preview button of a release, its dialog and link; and the code dialog a release change opens when the API wants a fresh code. */

const id = '2026-12-05-bbbbbbb';
const previewRoute = `POST /staff/releases/marketing/${id}/preview`;
const link = { url: `http://localhost:3000/preview-release?token=payload.signature`, expiresAt: '2026-12-06T11:00:00.000Z' };
const stepUp = apiError(403, STAFF_STEP_UP_ERROR_TYPE, STAFF_STEP_UP_MESSAGE);
const challenge = ok({ $id: 'ch1', $createdAt: '', userId: 'u1', expire: new Date(Date.now() + 3600_000).toISOString() });

const api = installFakeFetch(() => ({
  'GET /staff/releases': ok(marketingListing),
  [previewRoute]: ok(link),
  'POST /v1/account/mfa/challenges': challenge,
  'PUT /v1/account/mfa/challenges': ok({ $id: 's1' }),
}));

beforeAll(installModalDialogStandIn);
beforeEach(() => userDataStore.save({ ...staffMember, labels: ['staff', 'release:marketing'] }));

async function openPage() {
  renderWithToasts(pageAt('/staff/releases', { '/staff/releases': <ReleasesPage /> }));
  return screen.findByRole('table', { name: 'marketing releases, newest first' });
}

test('every release but the live one has a Preview button', async () => {
  const rows = within(await openPage()).getAllByRole('row');
  expect(within(rows[1]!).getByRole('button', { name: 'Preview 2026-12-06-ccccccc' })).toBeInTheDocument();
  expect(within(rows[2]!).getByRole('button', { name: `Preview ${id}` })).toBeInTheDocument();
  expect(within(rows[3]!).queryByRole('button', { name: /Preview/ })).not.toBeInTheDocument();
});

test('by keyboard: Preview, Enter makes the link, which has the focus, says until when, copies and opens in a new tab', async () => {
  const user = userEvent.setup();
  await openPage();
  screen.getByRole('button', { name: `Preview ${id}` }).focus();
  await user.keyboard('{Enter}');
  const dialog = screen.getByRole('dialog', { name: `Preview marketing ${id}` });
  expect(dialog).toHaveAccessibleDescription(previewWords.lead);
  expect(within(dialog).getByRole('button', { name: 'Make link' })).toHaveFocus();
  expect(api.to(previewRoute)).toHaveLength(0);
  await user.keyboard('{Enter}');

  const field = await within(dialog).findByRole('textbox', { name: 'Preview link' });
  expect(field).toHaveValue(link.url);
  expect(field).toHaveAttribute('readonly');
  await waitFor(() => expect(field).toHaveFocus());
  expect(field).toHaveAccessibleDescription(`Works until ${formatDateTime(link.expiresAt)}.`);
  expect(api.to(previewRoute)).toHaveLength(1);

  const opened = within(dialog).getByRole('link', { name: /Open preview/ });
  expect(opened).toHaveAttribute('href', link.url);
  expect(opened).toHaveAttribute('target', '_blank');
  expect(opened).toHaveAttribute('rel', 'noopener noreferrer');

  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.tab();
  expect(within(dialog).getByRole('button', { name: 'Copy link' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(writeText).toHaveBeenCalledWith(link.url);
  expect(within(dialog).getByRole('status')).toHaveTextContent(previewWords.copied);

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a link the API refuses is said in the dialog in its words; no link is shown', async () => {
  api.on(previewRoute, apiError(404, 'release_not_found', `No release ${id} of marketing has been published.`));
  await openPage();
  await userEvent.click(screen.getByRole('button', { name: `Preview ${id}` }));
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Make link' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(`No release ${id} of marketing has been published.`);
  expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
});

test('a preview that wants a fresh code asks for one over the dialog, then makes the link', async () => {
  api.on(previewRoute, [stepUp, ok(link)]);
  await openPage();
  await userEvent.click(screen.getByRole('button', { name: `Preview ${id}` }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make link' }));
  const codeDialog = await screen.findByRole('dialog', { name: twoStepMessages.releaseStepUpTitle });
  expect(codeDialog).toHaveAccessibleDescription(STAFF_STEP_UP_MESSAGE);
  await userEvent.type(within(codeDialog).getByLabelText(twoStepMessages.totpLabel), '123456');
  await userEvent.click(within(codeDialog).getByRole('button', { name: twoStepMessages.releaseStepUpSubmit }));
  expect(await screen.findByRole('textbox', { name: 'Preview link' })).toHaveValue(link.url);
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  expect(api.to(previewRoute)).toHaveLength(2);
  expect(api.to('PUT /v1/account/mfa/challenges').map((request) => request.body)).toEqual([{ challengeId: 'ch1', otp: '123456' }]);
});

test('a change that wants a fresh code keeps its reason, asks for the code, and is sent again; cancelling the code sends nothing more', async () => {
  const changed = ok({ remote: 'marketing', version: 8, channel: { live: id, canary: null } });
  api.on('POST /staff/releases/marketing/promote', [stepUp, stepUp, changed]);
  await openPage();
  await userEvent.click(screen.getByRole('button', { name: `Promote ${id}` }));
  const dialog = screen.getByRole('dialog', { name: `Promote marketing ${id}` });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Checked on the preview');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
  const codeDialog = await screen.findByRole('dialog', { name: twoStepMessages.releaseStepUpTitle });
  await userEvent.click(within(codeDialog).getByRole('button', { name: twoStepMessages.stepUpCancel }));
  expect(screen.getAllByRole('dialog')).toEqual([dialog]);
  expect(api.to('POST /staff/releases/marketing/promote')).toHaveLength(1);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
  const again = await screen.findByRole('dialog', { name: twoStepMessages.releaseStepUpTitle });
  await userEvent.type(within(again).getByLabelText(twoStepMessages.totpLabel), '654321');
  await userEvent.click(within(again).getByRole('button', { name: twoStepMessages.releaseStepUpSubmit }));
  await expectOnlyToast(`marketing ${id} is live for every visitor.`);
  expect(api.to('POST /staff/releases/marketing/promote').map((request) => request.body)).toEqual([
    { id, reason: 'Checked on the preview' },
    { id, reason: 'Checked on the preview' },
    { id, reason: 'Checked on the preview' },
  ]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
