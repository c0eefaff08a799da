import { verificationMessages } from '@rcm/shared/account-texts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { StrictMode } from 'react';
import { userDataStore } from '@rcm/shared';
import { apiError, appwriteToken, appwriteUser, unreachable } from '@rcm/shared/testing';
import { installFakeFetch } from '@rcm/shared/testing/react';
import VerifyEmailPage from './verify-email-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const api = installFakeFetch({ 'PUT /v1/account/verifications/email': appwriteToken });
/** The link's user id and secret, as the page sent them to confirm the address. */
const confirmations = () => api.to('PUT /v1/account/verifications/email').map((request) => request.body);

beforeEach(() => userDataStore.clear());

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
  renderAt('/verify-email?userId=u1&secret=once&expire=x');
  expect(screen.getByRole('heading', { level: 1, name: verificationMessages.verifying })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: verificationMessages.verifiedTitle })).toBeInTheDocument();
  expect(confirmations()).toEqual([{ userId: 'u1', secret: 'once' }]);
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

test('a spent or expired link says so', async () => {
  api.on('PUT /v1/account/verifications/email', apiError(401, 'user_invalid_token', 'Invalid token passed in the request.'));
  renderAt('/verify-email?userId=u1&secret=spent');
  expect(await screen.findByRole('heading', { level: 1, name: verificationMessages.failedTitle })).toBeInTheDocument();
  expect(screen.getByText(verificationMessages.linkInvalid)).toBeInTheDocument();
});

test('a link without its secret sends nothing', () => {
  renderAt('/verify-email');
  expect(screen.getByText(verificationMessages.linkIncomplete)).toBeInTheDocument();
  expect(api.requests).toEqual([]);
});

test('a server that cannot be reached is said so, not taken for a bad link', async () => {
  api.on('PUT /v1/account/verifications/email', unreachable);
  renderAt('/verify-email?userId=u1&secret=offline');
  expect(await screen.findByText('We could not reach our server. Please check your connection and try again.')).toBeInTheDocument();
});

test('the link of an email change says the new address is now the username, and this browser remembers it', async () => {
  api.on('GET /v1/account', appwriteUser({ email: 'new@clinic.com' }));
  userDataStore.save({ name: 'Maria', username: 'old@clinic.com', subscribtion: '', rc_score: 1 });
  renderAt('/verify-email?userId=u1&secret=change&expire=x&for=email-change');
  expect(await screen.findByRole('heading', { level: 1, name: verificationMessages.changedTitle })).toBeInTheDocument();
  expect(screen.getByText(verificationMessages.changedLead)).toBeInTheDocument();
  expect(confirmations()).toEqual([{ userId: 'u1', secret: 'change' }]);
  expect(userDataStore.getSnapshot()?.username).toBe('new@clinic.com');
  expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
});

test("an email change that ended this browser's session forgets the account here", async () => {
  api.on('GET /v1/account', apiError(401, 'general_unauthorized_scope'));
  userDataStore.save({ name: 'Maria', username: 'old@clinic.com', subscribtion: '', rc_score: 1 });
  renderAt('/verify-email?userId=u1&secret=ended&expire=x&for=email-change');
  expect(await screen.findByRole('heading', { level: 1, name: verificationMessages.changedTitle })).toBeInTheDocument();
  expect(userDataStore.getSnapshot()).toBeNull();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

test('a plain verification asks nothing more of the account', async () => {
  userDataStore.save({ name: 'Maria', username: 'old@clinic.com', subscribtion: '', rc_score: 1 });
  renderAt('/verify-email?userId=u1&secret=plain&expire=x');
  expect(await screen.findByRole('heading', { level: 1, name: verificationMessages.verifiedTitle })).toBeInTheDocument();
  expect(api.routes()).toEqual(['PUT /v1/account/verifications/email']);
  expect(userDataStore.getSnapshot()?.username).toBe('old@clinic.com');
});
