import { accountSettingsMessages as text, toastMessages, userDataStore } from '@rcm/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import * as settings from '../../features/settings/account-settings';
import ProfileSettingsPage from './profile-settings-page';
import { renderPage } from '@rcm/shared/testing/react';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('../../features/settings/account-settings', () => ({
  ...jest.requireActual('../../features/settings/account-settings'),
  updateName: jest.fn(),
  updateEmail: jest.fn(),
  updatePassword: jest.fn(),
  listSessions: jest.fn(),
  deleteSession: jest.fn(),
  downloadMyData: jest.fn(),
  deleteAccount: jest.fn(),
}));

const refused = (status: number, type: string) => ({ ok: false as const, status, message: 'server words', type, unreachable: false });

beforeEach(() => {
  jest.clearAllMocks();
  userDataStore.save({ name: 'Maria', username: 'maria@clinic.com', subscribtion: 'none', rc_score: 1 });
  jest.mocked(settings.listSessions).mockResolvedValue({ ok: true, status: 200, message: '', value: [] });
});

function renderSettings() {
  renderPage('/profile/settings', { '/profile/settings': <ProfileSettingsPage />, '/': <h1>Home page</h1> });
}

const region = (name: string) => screen.getByRole('region', { name });

test('a session that has ended sends the visitor to log in again, and back here', async () => {
  jest.mocked(settings.updateName).mockResolvedValue(refused(401, 'general_unauthorized_scope'));
  renderSettings();
  await userEvent.click(within(region(text.nameTitle)).getByRole('button', { name: text.save }));
  expect(await screen.findByRole('heading', { name: 'Login page ?next=%2Fprofile%2Fsettings' })).toBeInTheDocument();
  expect(userDataStore.getSnapshot()).toBeNull();
  expect(toast.error).toHaveBeenCalledWith(toastMessages.sessionExpired, expect.anything());
});

test('a session that owes its second factor (turned on from another device) goes to the login\'s code step, and back here, not "expired"', async () => {
  jest.mocked(settings.listSessions).mockResolvedValue(refused(401, 'user_more_factors_required'));
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
  jest.mocked(settings.updateEmail).mockResolvedValue(refused(401, 'user_invalid_credentials'));
  renderSettings();
  const form = within(region(text.emailTitle));
  await userEvent.type(form.getByLabelText('New email address'), 'new@clinic.com');
  await userEvent.type(form.getByLabelText('Current password'), 'wrong-password-1');
  await userEvent.click(form.getByRole('button', { name: 'Change email address' }));
  expect(settings.updateEmail).toHaveBeenCalledWith('new@clinic.com', 'wrong-password-1');
  expect(toast.error).toHaveBeenCalledWith(text.currentPasswordWrong);
  expect(form.getByLabelText('Current password')).toHaveAccessibleDescription(text.currentPasswordWrong);
  expect(form.getByLabelText('New email address')).toHaveValue('new@clinic.com');
  expect(form.getByLabelText('Current password')).toHaveValue('wrong-password-1');
});

test('an email change is only asked for: the username stays, the page says where the link went and which address still logs in', async () => {
  jest
    .mocked(settings.updateEmail)
    .mockResolvedValue({ ok: true, status: 200, message: '', value: { email: 'maria@clinic.com' } as never });
  renderSettings();
  const form = within(region(text.emailTitle));
  await userEvent.type(form.getByLabelText('New email address'), 'New@Clinic.org');
  await userEvent.type(form.getByLabelText('Current password'), 'right-password-1');
  await userEvent.click(form.getByRole('button', { name: 'Change email address' }));
  expect(settings.updateEmail).toHaveBeenCalledWith('new@clinic.org', 'right-password-1');
  expect(toast.success).toHaveBeenCalledWith(text.emailChangeRequested('new@clinic.org', 'maria@clinic.com'));
  expect(form.getByRole('status')).toHaveTextContent(text.emailChangePending('new@clinic.org'));
  expect(userDataStore.getSnapshot()?.username).toBe('maria@clinic.com');
  expect(form.getByLabelText('New email address')).toHaveValue('');
  expect(form.getByLabelText('Current password')).toHaveValue('');
});

test.each(['a@x.com,b@y.com', 'Name <a@x.com>', 'not-an-address'])(
  '%p is not one address: refused at the field before anything is sent',
  async (typed) => {
    renderSettings();
    const form = within(region(text.emailTitle));
    await userEvent.type(form.getByLabelText('New email address'), typed);
    await userEvent.type(form.getByLabelText('Current password'), 'right-password-1');
    await userEvent.click(form.getByRole('button', { name: 'Change email address' }));
    expect(toast.error).toHaveBeenCalledWith(text.emailInvalid);
    expect(form.getByLabelText('New email address')).toHaveAccessibleDescription(text.emailInvalid);
    expect(settings.updateEmail).not.toHaveBeenCalled();
  },
);

test('too many wrong passwords are said so at the password field', async () => {
  jest.mocked(settings.updateEmail).mockResolvedValue(refused(429, 'general_rate_limit_exceeded'));
  renderSettings();
  const form = within(region(text.emailTitle));
  await userEvent.type(form.getByLabelText('New email address'), 'new@clinic.com');
  await userEvent.type(form.getByLabelText('Current password'), 'wrong-password-1');
  await userEvent.click(form.getByRole('button', { name: 'Change email address' }));
  expect(toast.error).toHaveBeenCalledWith(text.tooManyAttempts);
  expect(form.getByLabelText('Current password')).toHaveAccessibleDescription(text.tooManyAttempts);
});

test('deleting asks for the password and the confirmation before anything is sent; then forgets the user and leaves', async () => {
  jest.mocked(settings.deleteAccount).mockResolvedValue({ ok: true, status: 200, message: '', value: undefined });
  renderSettings();
  const form = within(region(text.deleteTitle));
  await userEvent.click(form.getByRole('button', { name: text.deleteButton }));
  await userEvent.type(form.getByLabelText('Current password'), 'right-password-1');
  await userEvent.click(form.getByRole('button', { name: text.deleteButton }));
  expect(toast.error).toHaveBeenCalledWith(text.deleteConfirmMissing);
  expect(settings.deleteAccount).not.toHaveBeenCalled();
  await userEvent.click(form.getByLabelText(text.deleteConfirm));
  await userEvent.click(form.getByRole('button', { name: text.deleteButton }));
  expect(settings.deleteAccount).toHaveBeenCalledWith('right-password-1');
  expect(toast.success).toHaveBeenCalledWith(text.deleted);
  expect(userDataStore.getSnapshot()).toBeNull();
  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
});

test('names a session by its browser and system', () => {
  expect(
    settings.deviceLabel({ clientName: 'Chrome', clientVersion: '131.0', osName: 'Windows', osVersion: '10', deviceName: 'desktop' }, 'x'),
  ).toBe('Chrome 131.0 on Windows 10');
  expect(settings.deviceLabel({ clientName: '', clientVersion: '', osName: '', osVersion: '', deviceName: '' }, 'Unknown browser')).toBe(
    'Unknown browser',
  );
});
