import { accountSettingsMessages as text } from '@rcm/shared/account-texts';
import { toastMessages, userDataStore } from '@rcm/shared';
import { apiError, appwriteUser, noContent, sessionJwt, settingsPageRoutes, type FakeReply } from '@rcm/shared/testing';
import { expectSentToLogInAgain, installFakeFetch, renderPage } from '@rcm/shared/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { deviceLabel } from '../../features/settings/account-settings';
import ProfileSettingsPage from './profile-settings-page';

// The forms show one toast each (`useFormToast`: a toast id, replaced while it shows).
jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn(), isActive: jest.fn(() => false), update: jest.fn() } }));

// The page's real clients (the Appwrite SDK, the site's API client) run against this fake network.
// The practice and billing address section reads what was given (nothing, here).
const api = installFakeFetch(settingsPageRoutes({ practice_name: '', billing_address: '' }));

beforeEach(() => {
  jest.clearAllMocks();
  userDataStore.save({ name: 'Maria', username: 'maria@clinic.com', subscribtion: 'none', rc_score: 1 });
});

function renderSettings() {
  renderPage('/profile/settings', { '/profile/settings': <ProfileSettingsPage />, '/': <h1>Home page</h1> });
}

const region = (name: string) => screen.getByRole('region', { name });

/** Asks for an email change with the current password; the email form. */
async function changeEmail(email: string, password: string) {
  const form = within(region(text.emailTitle));
  await userEvent.type(form.getByLabelText('New email address'), email);
  await userEvent.type(form.getByLabelText('Current password'), password);
  await userEvent.click(form.getByRole('button', { name: 'Change email address' }));
  return form;
}

/** The toast options of a form's one toast (`useFormToast`: it has an id). */
const oneToast = expect.objectContaining({ toastId: expect.any(String) });

/** An email change to new@clinic.com with a wrong password, which the server answers with `reply`; the email form. */
async function refusedEmailChange(reply: FakeReply) {
  api.on('PATCH /v1/account/email', reply);
  renderSettings();
  return changeEmail('new@clinic.com', 'wrong-password-1');
}

/** What the email form sent (the new address and the password). */
const emailChanges = () => api.to('PATCH /v1/account/email').map((request) => request.body);

test('a session that has ended sends the visitor to log in again, and back here', async () => {
  api.on('PATCH /v1/account/name', apiError(401, 'general_unauthorized_scope'));
  renderSettings();
  await userEvent.click(within(region(text.nameTitle)).getByRole('button', { name: text.save }));
  await expectSentToLogInAgain('?next=%2Fprofile%2Fsettings');
  expect(toast.error).toHaveBeenCalledWith(toastMessages.sessionExpired, expect.anything());
});

test('a session that owes its second factor (turned on from another device) goes to the login\'s code step, and back here, not "expired"', async () => {
  api.on('GET /v1/account/sessions', apiError(401, 'user_more_factors_required'));
  renderSettings();
  expect(await screen.findByRole('heading', { name: 'Login page ?next=%2Fprofile%2Fsettings&step=code' })).toBeInTheDocument();
  expect(userDataStore.getSnapshot()).not.toBeNull();
  expect(toast.error).not.toHaveBeenCalled();
});

test('every field has a visible label tied to its input', async () => {
  renderSettings();
  expect(within(region(text.nameTitle)).getByLabelText('Name')).toHaveValue('Maria');
  expect(within(region(text.emailTitle)).getByLabelText('New email address')).toBeInTheDocument();
  expect(within(region(text.passwordTitle)).getByLabelText('New password')).toBeInTheDocument();
  expect(within(region(text.deleteTitle)).getByLabelText(text.deleteConfirm)).toHaveAttribute('type', 'checkbox');
  expect(await screen.findByRole('list', { name: text.sessionsTitle })).toBeInTheDocument();
});

test('a wrong password on the email change marks the password field and keeps what was typed', async () => {
  const form = await refusedEmailChange(apiError(401, 'user_invalid_credentials'));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(text.currentPasswordWrong, oneToast));
  expect(emailChanges()).toEqual([{ email: 'new@clinic.com', password: 'wrong-password-1' }]);
  expect(form.getByLabelText('Current password')).toHaveAccessibleDescription(text.currentPasswordWrong);
  expect(form.getByLabelText('New email address')).toHaveValue('new@clinic.com');
  expect(form.getByLabelText('Current password')).toHaveValue('wrong-password-1');
});

test('an email change is only asked for: the username stays, the page says where the link went and which address still logs in', async () => {
  // The server answers the account as it is, with its current address.
  api.on('PATCH /v1/account/email', appwriteUser());
  renderSettings();
  const form = await changeEmail('New@Clinic.org', 'right-password-1');
  await waitFor(() =>
    expect(toast.success).toHaveBeenCalledWith(text.emailChangeRequested('new@clinic.org', 'maria@clinic.com'), oneToast),
  );
  expect(emailChanges()).toEqual([{ email: 'new@clinic.org', password: 'right-password-1' }]);
  expect(form.getByRole('status')).toHaveTextContent(text.emailChangePending('new@clinic.org'));
  expect(userDataStore.getSnapshot()?.username).toBe('maria@clinic.com');
  expect(form.getByLabelText('New email address')).toHaveValue('');
  expect(form.getByLabelText('Current password')).toHaveValue('');
});

test.each(['a@x.com,b@y.com', 'Name <a@x.com>', 'not-an-address'])(
  '%p is not one address: refused at the field before anything is sent',
  async (typed) => {
    renderSettings();
    const form = await changeEmail(typed, 'right-password-1');
    expect(toast.error).toHaveBeenCalledWith(text.emailInvalid, oneToast);
    expect(form.getByLabelText('New email address')).toHaveAccessibleDescription(text.emailInvalid);
    expect(emailChanges()).toEqual([]);
  },
);

test('too many wrong passwords are said so at the password field', async () => {
  const form = await refusedEmailChange(apiError(429, 'general_rate_limit_exceeded'));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(text.tooManyAttempts, oneToast));
  expect(form.getByLabelText('Current password')).toHaveAccessibleDescription(text.tooManyAttempts);
});

test('deleting asks for the password and the confirmation before anything is sent; then forgets the user and leaves', async () => {
  api.on('POST /v1/account/jwts', sessionJwt);
  api.on('POST /customer/reauthenticate', noContent);
  api.on('PATCH /v1/account/status', appwriteUser({ status: false }));
  renderSettings();
  const form = within(region(text.deleteTitle));
  await userEvent.click(form.getByRole('button', { name: text.deleteButton }));
  await userEvent.type(form.getByLabelText('Current password'), 'right-password-1');
  await userEvent.click(form.getByRole('button', { name: text.deleteButton }));
  expect(toast.error).toHaveBeenCalledWith(text.deleteConfirmMissing, oneToast);
  expect(api.to('POST /customer/reauthenticate')).toEqual([]);
  await userEvent.click(form.getByLabelText(text.deleteConfirm));
  await userEvent.click(form.getByRole('button', { name: text.deleteButton }));
  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  expect(api.to('POST /customer/reauthenticate').map((request) => request.body)).toEqual([{ password: 'right-password-1' }]);
  expect(api.to('PATCH /v1/account/status')).toHaveLength(1);
  expect(toast.success).toHaveBeenCalledWith(text.deleted, oneToast);
  expect(userDataStore.getSnapshot()).toBeNull();
});

test('names a session by its browser and system', () => {
  expect(
    deviceLabel({ clientName: 'Chrome', clientVersion: '131.0', osName: 'Windows', osVersion: '10', deviceName: 'desktop' }, 'x'),
  ).toBe('Chrome 131.0 on Windows 10');
  expect(deviceLabel({ clientName: '', clientVersion: '', osName: '', osVersion: '', deviceName: '' }, 'Unknown browser')).toBe(
    'Unknown browser',
  );
});
