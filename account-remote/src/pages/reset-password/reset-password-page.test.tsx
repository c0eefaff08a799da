import { accountFailureMessages, recoveryMessages } from '@rcm/shared/account-texts';
import { passwordMessages, userDataStore } from '@rcm/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { apiError, appwriteToken, noContent, unreachable } from '@rcm/shared/testing';
import { renderPage, installFakeFetch } from '@rcm/shared/testing/react';
import ResetPasswordPage from './reset-password-page';

// The forms show one toast each (`useFormToast`: a toast id, replaced while it shows).
jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn(), isActive: jest.fn(() => false), update: jest.fn() } }));

const api = installFakeFetch({ 'PUT /v1/account/recovery': appwriteToken, 'POST /v1/account/recovery/check': noContent });
/** What the page sent to set the password (the link's user id and secret, and the password). */
const resets = () => api.to('PUT /v1/account/recovery').map((request) => request.body);

const inAnHour = new Date(Date.now() + 3600_000).toISOString();
const link = `/reset-password?userId=u1&secret=s3cret&expire=${encodeURIComponent(inAnHour)}`;

beforeEach(() => {
  jest.clearAllMocks();
  userDataStore.clear();
});

function renderAt(path: string) {
  renderPage(path, { '/reset-password': <ResetPasswordPage />, '/login': <h1>Login page</h1>, '/login/recovery': <h1>Recovery page</h1> });
}

async function fill(password: string, confirmation: string) {
  // The form shows once the server has said the link is still good.
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

test('sets the new password with the link, forgets the stored user (every session ended) and goes to the login page with a toast', async () => {
  userDataStore.save({ name: 'Maria', username: 'maria@clinic.com', subscribtion: '', rc_score: 1 });
  renderAt(link);
  expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
  expect(await screen.findByLabelText('New password')).toHaveAccessibleDescription(passwordMessages.hint);
  expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  await fill('harbour-lantern-quill', 'harbour-lantern-quill');
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  expect(resets()).toEqual([{ userId: 'u1', secret: 's3cret', password: 'harbour-lantern-quill' }]);
  expect(toast.success).toHaveBeenCalledWith(recoveryMessages.passwordChanged, expect.objectContaining({ toastId: expect.any(String) }));
  expect(userDataStore.getSnapshot()).toBeNull();
});

test('a short password or two that differ are refused in place, at the field, before anything is sent', async () => {
  renderAt(link);
  await fill('short', 'short');
  expect(toast.error).toHaveBeenLastCalledWith(passwordMessages.length, expect.objectContaining({ toastId: expect.any(String) }));
  expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  await userEvent.clear(screen.getByLabelText('New password'));
  await userEvent.clear(screen.getByLabelText('Confirm new password'));
  await fill('harbour-lantern-quill', 'harbour-lantern-quilt');
  expect(toast.error).toHaveBeenLastCalledWith(passwordMessages.mismatch, expect.objectContaining({ toastId: expect.any(String) }));
  expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
  // Only the link was checked (ACC-10): no reset was sent.
  expect(api.routes()).toEqual(['POST /v1/account/recovery/check']);
});

test("the server's refusal of the password is shown in our words; a spent link offers a new one", async () => {
  const common = 'This password is one of the most commonly used passwords and is easy to guess. Please choose a different password.';
  api.on('PUT /v1/account/recovery', [
    apiError(400, 'password_dictionary', common),
    apiError(401, 'user_invalid_token', 'Invalid token passed in the request.'),
  ]);
  renderAt(link);
  await fill('Password123', 'Password123');
  await waitFor(() =>
    expect(toast.error).toHaveBeenLastCalledWith(
      accountFailureMessages.commonPassword,
      expect.objectContaining({ toastId: expect.any(String) }),
    ),
  );

  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  await waitFor(() =>
    expect(toast.error).toHaveBeenLastCalledWith(recoveryMessages.linkInvalid, expect.objectContaining({ toastId: expect.any(String) })),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
  expect(screen.getByRole('heading', { name: 'Recovery page' })).toBeInTheDocument();
});

test('a link without its secret, or past its expiry, asks for a new one without a form', () => {
  renderAt('/reset-password?userId=u1');
  expect(screen.getByText(recoveryMessages.linkIncomplete)).toBeInTheDocument();
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
});

test('an expired link says so', () => {
  renderAt(`/reset-password?userId=u1&secret=s&expire=${encodeURIComponent(new Date(Date.now() - 1000).toISOString())}`);
  expect(screen.getByText(recoveryMessages.linkInvalid)).toBeInTheDocument();
});

test('the "this wasn\'t me" link of an email change says what it does, and after the same reset says the account is back', async () => {
  userDataStore.save({ name: 'Maria', username: 'someone.else@clinic.com', subscribtion: '', rc_score: 1 });
  renderAt(`${link}&for=email-change-undo`);
  expect(screen.getByRole('heading', { level: 1, name: recoveryMessages.undoTitle })).toBeInTheDocument();
  expect(screen.getByText(recoveryMessages.undoLead)).toBeInTheDocument();
  await fill('harbour-lantern-quill', 'harbour-lantern-quill');
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  expect(resets()).toEqual([{ userId: 'u1', secret: 's3cret', password: 'harbour-lantern-quill' }]);
  expect(toast.success).toHaveBeenCalledWith(recoveryMessages.undone, expect.objectContaining({ toastId: expect.any(String) }));
  expect(userDataStore.getSnapshot()).toBeNull();
});

test('any other "for" is an ordinary reset', () => {
  renderAt(`${link}&for=something-else`);
  expect(screen.getByRole('heading', { level: 1, name: recoveryMessages.resetTitle })).toBeInTheDocument();
});

test('a spent link says so on opening, before any password is typed, with a way to ask for a new one (ACC-10)', async () => {
  api.on('POST /v1/account/recovery/check', apiError(401, 'user_invalid_token', 'Invalid token passed in the request.'));
  renderAt(link);
  expect(screen.getByRole('status')).toHaveTextContent(recoveryMessages.checkingLink);
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeInTheDocument();
  expect(screen.getByText(recoveryMessages.linkInvalid)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/login/recovery');
  expect(api.to('POST /v1/account/recovery/check').map((request) => request.body)).toEqual([{ userId: 'u1', secret: 's3cret' }]);
  expect(resets()).toEqual([]);
});

test('a link the server cannot check (unreachable, or a server without the check) shows the form, for the reset to decide', async () => {
  api.on('POST /v1/account/recovery/check', unreachable);
  renderAt(link);
  expect(await screen.findByLabelText('New password')).toBeInTheDocument();
});
