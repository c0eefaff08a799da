import { toastMessages, userDataStore } from '@rcm/shared';
import { apiError, appwriteUser, loginRoutes, noContent, appwriteToken } from '@rcm/shared/testing';
import { installFakeFetch } from '@rcm/shared/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { verificationMailSettled } from '../../features/auth/register';
import { reloadWithToast } from '../../lib/flash-toast';
import { MemoryRouter } from 'react-router';
import { LoginCard } from './login-card';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
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

/** The card in a router: its "Forgot password?" is a link. */
const renderCard = () =>
  render(
    <MemoryRouter>
      <LoginCard />
    </MemoryRouter>,
  );

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
  renderCard();
  await userEvent.click(screen.getByRole('button', { name: 'New user? Sign Up' }));
  await userEvent.type(screen.getByLabelText('Name'), 'Maria Lopez');
  await userEvent.type(screen.getByLabelText('Username'), 'maria@clinic.com');
  await userEvent.type(screen.getByLabelText('Password'), 'password123');
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith(toastMessages.registered));
  expect(api.to('POST /v1/account').map((request) => request.body)).toEqual([
    { userId: expect.any(String), name: 'Maria Lopez', email: 'maria@clinic.com', password: 'password123' },
  ]);
  await verificationMailSettled();
  expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveValue('');
  expect(screen.getByLabelText('Password')).toHaveValue('');
});

test('a failed registration shows the server message, or the generic one, and never the success', async () => {
  api.on('POST /v1/account', [
    apiError(409, 'user_already_exists', 'A user with the same id, email, or phone already exists in this project.'),
    // An answer with no message of the API's own (a proxy's page).
    { status: 500, body: '<html>500</html>' },
  ]);
  renderCard();
  await userEvent.click(screen.getByRole('button', { name: 'New user? Sign Up' }));
  await userEvent.type(screen.getByLabelText('Username'), 'maria@clinic.com');
  await userEvent.type(screen.getByLabelText('Password'), 'password123');
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  await waitFor(() =>
    expect(toast.error).toHaveBeenLastCalledWith('A user with the same id, email, or phone already exists in this project.'),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith(toastMessages.registrationFailed));
  expect(toast.success).not.toHaveBeenCalled();
  expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
});

test('a failed login says "Incorrect username or password." and stores nothing', async () => {
  api.on(
    'POST /v1/account/sessions/email',
    apiError(401, 'user_invalid_credentials', 'Invalid credentials. Please check the email and password.'),
  );
  renderCard();
  await userEvent.type(screen.getByLabelText('Username'), 'maria@clinic.com');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(toastMessages.loginFailed));
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
