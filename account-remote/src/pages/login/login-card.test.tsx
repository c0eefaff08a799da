import { toastMessages, userDataStore } from '@rcm/shared';
import { accountFailureMessages as plain } from '@rcm/shared/account-texts';
import { apiError, appwriteUser, loginRoutes, noContent, appwriteToken, type FakeReply } from '@rcm/shared/testing';
import { expectOnlyToast, installFakeFetch, renderWithToasts } from '@rcm/shared/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { verificationMailSettled } from '../../features/auth/register';
import { reloadWithToast } from '../../lib/flash-toast';
import { MemoryRouter } from 'react-router';
import { LoginCard } from './login-card';

// jsdom cannot reload the page.
jest.mock('../../lib/flash-toast', () => ({ reloadWithToast: jest.fn() }));

// The real Appwrite SDK and site API client run; only the network is fake.
const api = installFakeFetch(() => ({
  'POST /v1/account': appwriteUser(),
  'POST /v1/account/verifications/email': appwriteToken,
  'DELETE /v1/account/sessions/current': noContent,
  ...loginRoutes(),
}));

beforeEach(() => {
  jest.clearAllMocks();
  userDataStore.clear();
});

/** The card in a router (its "Forgot password?" is a link), beside the shell's toasts. */
const renderCard = () =>
  renderWithToasts(
    <MemoryRouter>
      <LoginCard />
    </MemoryRouter>,
  );

/** Renders the card, switches to register mode and fills it in as maria@clinic.com (not sent yet). */
async function openFilledRegistration(name: string) {
  renderCard();
  await userEvent.click(screen.getByRole('button', { name: 'New user? Sign Up' }));
  await userEvent.type(screen.getByLabelText('Name'), name);
  await userEvent.type(screen.getByLabelText('Username'), 'maria@clinic.com');
  await userEvent.type(screen.getByLabelText('Password'), 'password123');
}

test('starts in login mode with Username and Password, and switches to register mode and back', async () => {
  renderCard();
  expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Use your email address.');
  expect(screen.getByLabelText('Password')).toBeInTheDocument();
  expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'New user? Sign Up' }));
  expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Existing user? Sign in' }));
  expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
});

test('fields carry the autocomplete hints password managers need, per mode', async () => {
  renderCard();
  expect(screen.getByLabelText('Username')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  await userEvent.click(screen.getByRole('button', { name: 'New user? Sign Up' }));
  expect(screen.getByLabelText('Name')).toHaveAttribute('autocomplete', 'name');
  expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'email');
  expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
});

test('switching modes keeps what was typed, so a visitor who picked the wrong mode need not retype', async () => {
  renderCard();
  await userEvent.type(screen.getByLabelText('Username'), 'maria@clinic.com');
  await userEvent.type(screen.getByLabelText('Password'), 'password123');
  await userEvent.click(screen.getByRole('button', { name: 'New user? Sign Up' }));
  expect(screen.getByLabelText('Username')).toHaveValue('maria@clinic.com');
  expect(screen.getByLabelText('Password')).toHaveValue('password123');
  expect(screen.getByLabelText('Name')).toHaveValue('');
  await userEvent.type(screen.getByLabelText('Name'), 'Maria Lopez');
  await userEvent.click(screen.getByRole('button', { name: 'Existing user? Sign in' }));
  expect(screen.getByLabelText('Username')).toHaveValue('maria@clinic.com');
  expect(screen.getByLabelText('Password')).toHaveValue('password123');
});

test('a successful registration confirms, returns to login mode and clears the fields', async () => {
  await openFilledRegistration('Maria Lopez');
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  await expectOnlyToast(toastMessages.registered);
  expect(api.to('POST /v1/account').map((request) => request.body)).toEqual([
    { userId: expect.any(String), name: 'Maria Lopez', email: 'maria@clinic.com', password: 'password123' },
  ]);
  await verificationMailSettled();
  expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveValue('');
  expect(screen.getByLabelText('Password')).toHaveValue('');
});

test('a failed registration says so in our words, marks the field to blame, or shows the generic message', async () => {
  api.on('POST /v1/account', [
    apiError(409, 'user_already_exists', 'A user with the same id, email, or phone already exists in this project.'),
    apiError(400, 'general_argument_invalid', 'Invalid `password` param: Password must be between 8 and 256 characters long.'),
    apiError(
      429,
      'general_rate_limit_exceeded',
      'Rate limit for the current endpoint has been exceeded. Please try again after some time.',
    ),
    // An answer with no message of the API's own (a proxy's page).
    { status: 500, body: '<html>500</html>' },
  ]);
  await openFilledRegistration('Maria Lopez');
  const signUp = screen.getByRole('button', { name: 'Sign Up' });
  await userEvent.click(signUp);
  await expectOnlyToast(plain.accountExists);
  expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(`Use your email address. ${plain.accountExists}`);
  await userEvent.click(signUp);
  await expectOnlyToast(plain.passwordLength);
  expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
  await userEvent.click(signUp);
  await expectOnlyToast(plain.tooManyAttempts);
  await userEvent.click(signUp);
  await expectOnlyToast(toastMessages.registrationFailed);
  expect(document.body).not.toHaveTextContent(/param|project|Rate limit/);
  expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
});

test('a blank name is refused before anything is sent', async () => {
  await openFilledRegistration('   ');
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  await expectOnlyToast(plain.nameBlank);
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(plain.nameBlank);
  expect(api.to('POST /v1/account')).toEqual([]);
});

/** Logs in `times` times with a wrong password, the server answering each with `reply`. */
async function refusedLogins(reply: FakeReply, times = 1) {
  api.on('POST /v1/account/sessions/email', reply);
  renderCard();
  await userEvent.type(screen.getByLabelText('Username'), 'maria@clinic.com');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
  for (let attempt = 0; attempt < times; attempt++) {
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled());
  }
}

const wrongCredentials = apiError(401, 'user_invalid_credentials', 'Invalid credentials. Please check the email and password.');

test('five refused logins leave one error toast', async () => {
  await refusedLogins(wrongCredentials, 5);
  await expectOnlyToast(toastMessages.loginFailed);
  expect(api.to('POST /v1/account/sessions/email')).toHaveLength(5);
});

test('a throttled login says to wait, in our words', async () => {
  await refusedLogins(apiError(429, 'general_rate_limit_exceeded', 'Rate limit for the current endpoint has been exceeded.'));
  await expectOnlyToast(plain.tooManyAttempts);
});

test('a failed login says "Incorrect username or password." and stores nothing', async () => {
  await refusedLogins(wrongCredentials);
  await expectOnlyToast(toastMessages.loginFailed);
  expect(userDataStore.getSnapshot()).toBeNull();
  expect(reloadWithToast).not.toHaveBeenCalled();
});

test('a successful login stores userData (never the password) and reloads with the confirmation', async () => {
  renderCard();
  await userEvent.type(screen.getByLabelText('Username'), 'maria@clinic.com');
  await userEvent.type(screen.getByLabelText('Password'), 'password123');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
  await waitFor(() => expect(reloadWithToast).toHaveBeenCalledWith(toastMessages.loggedIn));
  expect(userDataStore.getSnapshot()).toEqual({
    name: 'Maria Lopez',
    username: 'maria@clinic.com',
    subscribtion: 'none',
    rc_score: 37,
    labels: [],
  });
  expect(JSON.stringify(window.localStorage)).not.toContain('password123');
});

test('login mode offers "Forgot password?", a link to the recovery page; register mode does not', async () => {
  renderCard();
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/login/recovery');
  await userEvent.click(screen.getByRole('button', { name: 'New user? Sign Up' }));
  expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
});
