import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { StrictMode } from 'react';
import { verificationMessages } from '@rcm/shared';
import { confirmEmail } from '../../features/verification/verification';
import VerifyEmailPage from './verify-email-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('../../features/verification/verification', () => ({ confirmEmail: jest.fn() }));

beforeEach(() => jest.clearAllMocks());

function renderAt(path: string) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/verify-email" element={<VerifyEmailPage />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

test('confirms the address once as the page opens (even when React runs the effect twice) and says so', async () => {
  jest.mocked(confirmEmail).mockResolvedValue({ ok: true, status: 200, message: '', value: undefined });
  renderAt('/verify-email?userId=u1&secret=once&expire=x');
  expect(screen.getByRole('heading', { level: 1, name: verificationMessages.verifying })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: verificationMessages.verifiedTitle })).toBeInTheDocument();
  expect(confirmEmail).toHaveBeenCalledTimes(1);
  expect(confirmEmail).toHaveBeenCalledWith({ userId: 'u1', secret: 'once' });
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

test('a spent or expired link says so', async () => {
  jest.mocked(confirmEmail).mockResolvedValue({ ok: false, status: 401, message: 'Invalid token passed in the request.', type: 'user_invalid_token', unreachable: false });
  renderAt('/verify-email?userId=u1&secret=spent');
  expect(await screen.findByRole('heading', { level: 1, name: verificationMessages.failedTitle })).toBeInTheDocument();
  expect(screen.getByText(verificationMessages.linkInvalid)).toBeInTheDocument();
});

test('a link without its secret sends nothing', () => {
  renderAt('/verify-email');
  expect(screen.getByText(verificationMessages.linkIncomplete)).toBeInTheDocument();
  expect(confirmEmail).not.toHaveBeenCalled();
});

test('a server that cannot be reached is said so, not taken for a bad link', async () => {
  jest.mocked(confirmEmail).mockResolvedValue({ ok: false, status: 0, message: '', unreachable: true });
  renderAt('/verify-email?userId=u1&secret=offline');
  expect(await screen.findByText('We could not reach our server. Please check your connection and try again.')).toBeInTheDocument();
});
