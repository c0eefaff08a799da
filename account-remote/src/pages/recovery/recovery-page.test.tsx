import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { recoveryMessages } from '@rcm/shared';
import { requestRecovery } from '../../features/recovery/recovery';
import RecoveryPage from './recovery-page';
import { renderPage } from '@rcm/shared/testing/react';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('../../features/recovery/recovery', () => ({ requestRecovery: jest.fn() }));

beforeEach(() => jest.clearAllMocks());

function renderRecovery() {
  renderPage('/login/recovery', { '/login/recovery': <RecoveryPage />, '/login': <h1>Login page</h1> });
}

test('asks for the address with a labelled field, mails the link and says so without telling whether the account exists', async () => {
  jest.mocked(requestRecovery).mockResolvedValue({ ok: true, status: 201, message: '', value: undefined });
  renderRecovery();
  expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Email address'), 'maria@clinic.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(requestRecovery).toHaveBeenCalledWith('maria@clinic.com');
  expect(toast.success).toHaveBeenCalledWith(recoveryMessages.sent('maria@clinic.com'));
  expect(screen.getByText(recoveryMessages.sent('maria@clinic.com'))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
});

test('an address that is not one is refused before anything is sent; a server failure is a toast', async () => {
  renderRecovery();
  await userEvent.type(screen.getByLabelText('Email address'), 'maria');
  await userEvent.keyboard('{Enter}');
  expect(toast.error).toHaveBeenCalledWith(recoveryMessages.invalidEmail);
  expect(requestRecovery).not.toHaveBeenCalled();

  jest.mocked(requestRecovery).mockResolvedValue({
    ok: false,
    status: 429,
    message: 'Rate limit for the current endpoint has been exceeded. Please try again after some time.',
    unreachable: false,
  });
  await userEvent.type(screen.getByLabelText('Email address'), '@clinic.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(toast.error).toHaveBeenLastCalledWith('Rate limit for the current endpoint has been exceeded. Please try again after some time.');
});

test('leads back to the login page', async () => {
  renderRecovery();
  await userEvent.click(screen.getByRole('link', { name: 'Back to log in' }));
  expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
});
