import { accountFailureMessages, recoveryMessages } from '@rcm/shared/account-texts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { apiError, appwriteToken } from '@rcm/shared/testing';
import { renderPage, installFakeFetch } from '@rcm/shared/testing/react';
import RecoveryPage from './recovery-page';

// The forms show one toast each (`useFormToast`: a toast id, replaced while it shows).
jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn(), isActive: jest.fn(() => false), update: jest.fn() } }));

const api = installFakeFetch({ 'POST /v1/account/recovery': appwriteToken });

beforeEach(() => jest.clearAllMocks());

function renderRecovery() {
  renderPage('/login/recovery', { '/login/recovery': <RecoveryPage />, '/login': <h1>Login page</h1> });
}

test('asks for the address with a labelled field, mails the link and says so without telling whether the account exists', async () => {
  renderRecovery();
  expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Email address'), 'maria@clinic.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  await waitFor(() =>
    expect(toast.success).toHaveBeenCalledWith(
      recoveryMessages.sent('maria@clinic.com'),
      expect.objectContaining({ toastId: expect.any(String) }),
    ),
  );
  expect(api.to('POST /v1/account/recovery').map((request) => request.body)).toEqual([
    { email: 'maria@clinic.com', url: 'http://localhost/reset-password' },
  ]);
  expect(screen.getByText(recoveryMessages.sent('maria@clinic.com'))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
});

test('an address that is not one is refused before anything is sent; a server failure is a toast', async () => {
  renderRecovery();
  await userEvent.type(screen.getByLabelText('Email address'), 'maria');
  await userEvent.keyboard('{Enter}');
  expect(toast.error).toHaveBeenCalledWith(recoveryMessages.invalidEmail, expect.objectContaining({ toastId: expect.any(String) }));
  expect(api.requests).toEqual([]);

  api.on(
    'POST /v1/account/recovery',
    apiError(
      429,
      'general_rate_limit_exceeded',
      'Rate limit for the current endpoint has been exceeded. Please try again after some time.',
    ),
  );
  await userEvent.type(screen.getByLabelText('Email address'), '@clinic.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  await waitFor(() =>
    expect(toast.error).toHaveBeenLastCalledWith(
      accountFailureMessages.tooManyAttempts,
      expect.objectContaining({ toastId: expect.any(String) }),
    ),
  );
});

test('leads back to the login page', async () => {
  renderRecovery();
  await userEvent.click(screen.getByRole('link', { name: 'Back to log in' }));
  expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
});
