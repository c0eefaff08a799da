import { accountFailureMessages as plain, accountSettingsMessages as text } from '@rcm/shared/account-texts';
import { userDataStore } from '@rcm/shared';
import { apiError, appwriteUser, ok } from '@rcm/shared/testing';
import { expectOnlyToast, installFakeFetch, renderWithToasts } from '@rcm/shared/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { EmailForm } from './email-form';
import { NameForm } from './name-form';
import { PasswordForm } from './password-form';
import { Sessions } from './sessions';

// The real Appwrite SDK runs; only the network is fake.
const api = installFakeFetch(() => ({ 'PATCH /v1/account/name': appwriteUser({ name: 'Maria Lopez' }) }));

beforeEach(() => userDataStore.save({ name: 'Maria', username: 'maria@clinic.com', subscribtion: 'none', rc_score: 1 }));

const renderForm = (form: React.ReactElement) => renderWithToasts(<MemoryRouter>{form}</MemoryRouter>);

/** Presses the form's button `times` times, each after the last answer. */
async function submitTimes(button: string, times: number) {
  for (let round = 0; round < times; round++) {
    await userEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(screen.getByRole('button', { name: button })).toBeEnabled());
  }
}

test('a blank name is refused in the page, marked and described, and five tries leave one toast (ACC-5, WEB-2)', async () => {
  renderForm(<NameForm name="Maria" />);
  await userEvent.clear(screen.getByLabelText('Name'));
  await userEvent.type(screen.getByLabelText('Name'), '   ');
  await submitTimes(text.save, 5);
  await expectOnlyToast(plain.nameBlank);
  expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(plain.nameBlank);
  expect(api.to('PATCH /v1/account/name')).toEqual([]);
});

test('a name is sent trimmed, and the success replaces the error toast', async () => {
  renderForm(<NameForm name="" />);
  await userEvent.click(screen.getByRole('button', { name: text.save }));
  await expectOnlyToast(plain.nameBlank);
  await userEvent.type(screen.getByLabelText('Name'), '  Maria Lopez  ');
  await userEvent.click(screen.getByRole('button', { name: text.save }));
  await expectOnlyToast(text.nameSaved);
  expect(api.to('PATCH /v1/account/name').map((request) => request.body)).toEqual([{ name: 'Maria Lopez' }]);
  expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
});

test("the server's refusal of a name is shown in our words", async () => {
  api.on('PATCH /v1/account/name', apiError(400, 'general_argument_invalid', 'Invalid `name` param: Value must be a valid string'));
  renderForm(<NameForm name="Maria" />);
  await userEvent.click(screen.getByRole('button', { name: text.save }));
  await expectOnlyToast(plain.nameInvalid);
});

test('five refused password changes leave one toast', async () => {
  renderForm(<PasswordForm />);
  await submitTimes('Change password', 5);
  await expectOnlyToast(text.currentPasswordMissing);
  expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(text.currentPasswordMissing);
});

test('an email change to an address registration accepts (.org) is sent; five refusals leave one toast (ACC-4)', async () => {
  api.on('PATCH /v1/account/email', appwriteUser());
  renderForm(<EmailForm email="maria@clinic.com" />);
  await userEvent.type(screen.getByLabelText('New email address'), 'maria');
  await submitTimes('Change email address', 5);
  await expectOnlyToast(text.emailInvalid);
  await userEvent.type(screen.getByLabelText('New email address'), '@stmarysclinic.org');
  await userEvent.type(screen.getByLabelText('Current password'), 'password123');
  await userEvent.click(screen.getByRole('button', { name: 'Change email address' }));
  await waitFor(() => expect(api.to('PATCH /v1/account/email')).toHaveLength(1));
  expect(api.to('PATCH /v1/account/email')[0]?.body).toEqual({ email: 'maria@stmarysclinic.org', password: 'password123' });
});

test('each device shows when it was last used as well as when it logged in (ACC-11)', async () => {
  const session = (id: string, createdAt: string, updatedAt: string, current = false) => ({
    $id: id,
    $createdAt: createdAt,
    $updatedAt: updatedAt,
    ip: '203.0.113.9',
    clientName: 'Chrome',
    clientVersion: '131',
    osName: 'Windows',
    osVersion: '10',
    current,
  });
  api.on(
    'GET /v1/account/sessions',
    ok({ total: 1, sessions: [session('s1', '2026-11-20T09:00:00.000+00:00', '2026-11-27T16:30:00.000+00:00', true)] }),
  );
  renderForm(<Sessions logOutEverywhere={jest.fn()} />);
  const when = (date: string) => new Date(date).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  expect(await screen.findByTestId('session')).toHaveTextContent(
    `last used ${when('2026-11-27T16:30:00.000+00:00')} · logged in ${when('2026-11-20T09:00:00.000+00:00')}`,
  );
});
