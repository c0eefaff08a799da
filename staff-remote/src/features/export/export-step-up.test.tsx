import { twoStepMessages as text } from '@rcm/shared/account-texts';
import { EXPORT_ROW_COUNT_HEADER, STAFF_STEP_UP_ERROR_TYPE, STAFF_STEP_UP_MESSAGE } from '@rcm/shared';
import { apiError, fakeFetch, installModalDialogStandIn, type FakeFetch } from '@rcm/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ExportButton } from './export-button';

const csv = new TextEncoder().encode('\uFEFFid,company\r\n1,Riverside\r\n');
const stepUp = apiError(403, STAFF_STEP_UP_ERROR_TYPE);

/** A streamed CSV reply, as the export route sends it. */
function csvReply(): Response {
  let sent = false;
  return {
    ok: true,
    status: 200,
    headers: new Headers({ [EXPORT_ROW_COUNT_HEADER]: '1', 'content-disposition': 'attachment; filename="enquiries.csv"' }),
    body: {
      getReader: () => ({ read: async () => (sent ? { done: true, value: undefined } : ((sent = true), { done: false, value: csv })) }),
    },
  } as unknown as Response;
}

let api: FakeFetch;
let exportRequests: string[];
const challenge = {
  status: 201,
  body: { $id: 'ch1', $createdAt: '', userId: 'u1', expire: new Date(Date.now() + 3600_000).toISOString() },
};

beforeAll(installModalDialogStandIn);

beforeEach(() => {
  api = fakeFetch({ 'GET /staff/exports/enquiries.csv': stepUp, 'POST /v1/account/mfa/challenges': challenge });
  exportRequests = [];
  // The export route streams its body, which the fake does not: its answers are made here.
  const replies = [() => api.fetch('http://localhost:4000/staff/exports/enquiries.csv'), async () => csvReply()];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes('/staff/exports/')) return api.fetch(input, init);
    exportRequests.push(String(input));
    return (replies.length > 1 ? replies.shift()! : replies[0]!)();
  }) as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

afterEach(() => expect(api.unexpected).toEqual([]));

/** Presses "Export enquiries (CSV)", which the fake API answers with a step-up: the dialog that opens. */
async function openStepUpDialog(): Promise<HTMLElement> {
  render(
    <MemoryRouter>
      <ExportButton what="enquiries" path="exports/enquiries.csv" />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Export enquiries (CSV)' }));
  return screen.findByRole('dialog', { name: text.stepUpTitle });
}

test('an export that wants a fresh code asks for one in a dialog, answers a TOTP challenge, then exports', async () => {
  api.on('PUT /v1/account/mfa/challenges', (body) =>
    body.otp === '123456' ? { status: 200, body: { $id: 's1' } } : apiError(401, 'user_invalid_token'),
  );
  const dialog = await openStepUpDialog();
  expect(dialog).toHaveAccessibleDescription(STAFF_STEP_UP_MESSAGE);
  const field = within(dialog).getByLabelText(text.totpLabel);
  expect(field).toHaveFocus();
  expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  expect(field).toHaveAttribute('inputmode', 'numeric');
  await userEvent.type(field, '000000');
  await userEvent.click(within(dialog).getByRole('button', { name: text.stepUpSubmit }));
  await waitFor(() => expect(field).toHaveAccessibleDescription(text.codeWrong));
  expect(exportRequests).toHaveLength(1);

  await userEvent.clear(field);
  await userEvent.type(field, '123456');
  await userEvent.click(within(dialog).getByRole('button', { name: text.stepUpSubmit }));
  expect(await screen.findByText('Exported 1 rows.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(exportRequests).toHaveLength(2);
  // One challenge for both tries, for the authenticator app.
  expect(api.to('POST /v1/account/mfa/challenges').map((request) => request.body)).toEqual([{ factor: 'totp' }]);
  expect(api.to('PUT /v1/account/mfa/challenges').map((request) => request.body)).toEqual([
    { challengeId: 'ch1', otp: '000000' },
    { challengeId: 'ch1', otp: '123456' },
  ]);
  expect(document.body).not.toHaveTextContent(/server words/);
});

test('cancelling closes the dialog, exports nothing, and gives the focus back to the button', async () => {
  const dialog = await openStepUpDialog();
  await userEvent.click(within(dialog).getByRole('button', { name: text.stepUpCancel }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export enquiries (CSV)' })).toHaveFocus();
  expect(exportRequests).toHaveLength(1);
  expect(api.to('POST /v1/account/mfa/challenges')).toHaveLength(0);
});

test.each([
  ['not six digits', undefined, '12a', text.codeMalformed],
  ['too many codes', apiError(429, 'general_rate_limit_exceeded'), '123456', text.tooManyAttempts],
  [
    'a server that cannot be reached',
    { status: 502, body: {} },
    '123456',
    'We could not reach our server. Please check your connection and try again.',
  ],
])('a code refused (%s) is said in our words in the dialog', async (_case, reply, typed, message) => {
  if (reply) api.on('PUT /v1/account/mfa/challenges', reply);
  const dialog = await openStepUpDialog();
  await userEvent.type(within(dialog).getByLabelText(text.totpLabel), typed);
  await userEvent.click(within(dialog).getByRole('button', { name: text.stepUpSubmit }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  expect(exportRequests).toHaveLength(1);
});
