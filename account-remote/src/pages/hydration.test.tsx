// The server's HTML of an account page, hydrated in a browser whose state the server could not
// know (a stored user, the browser's clock): the same first render, then the browser's own.
import { recoveryMessages } from '@rcm/shared/account-texts';
import { paths, userDataStore } from '@rcm/shared';
import { installFakeFetch, pageAt } from '@rcm/shared/testing/react';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import LoginPage from './login/login-page';
import ResetPasswordPage from './reset-password/reset-password-page';

installFakeFetch();
beforeEach(() => userDataStore.clear());

/**
 * Renders `element` as the server does (no user: its snapshot), then, once `meanwhile` has run,
 * hydrates that HTML; returns React's complaints.
 */
async function hydrateServerHtml(element: ReactElement, meanwhile = () => undefined): Promise<unknown[]> {
  const signedIn = userDataStore.getSnapshot();
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(element);
  if (signedIn) expect(container.innerHTML).toContain('Welcome Back');
  meanwhile();
  const complaints: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => void complaints.push(error) });
  });
  return complaints;
}

test('a stored user hydrates the signed-out login form without a mismatch, then is sent on to the profile', async () => {
  userDataStore.save({ name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'none', rc_score: 37 });
  const complaints = await hydrateServerHtml(pageAt(paths.login, { [paths.login]: <LoginPage />, [paths.profile]: <h1>Profile page</h1> }));
  expect(complaints).toEqual([]);
  expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
});

test('once hydrated, the login button can be pressed', async () => {
  const complaints = await hydrateServerHtml(pageAt(paths.login, { [paths.login]: <LoginPage /> }));
  expect(complaints).toEqual([]);
  expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
});

test('a reset link the server saw as good and the browser’s clock as expired hydrates without a mismatch, then says it cannot be used', async () => {
  const expire = Date.parse('2030-01-01T00:00:00.000Z');
  const url = `${paths.resetPassword}?userId=u1&secret=s1&expire=${encodeURIComponent(new Date(expire).toISOString())}`;
  const clock = jest.spyOn(Date, 'now').mockReturnValue(expire - 1000);
  const complaints = await hydrateServerHtml(
    pageAt(url, { [paths.resetPassword]: <ResetPasswordPage /> }),
    () => void clock.mockReturnValue(expire + 1000),
  );
  clock.mockRestore();
  expect(complaints).toEqual([]);
  expect(await screen.findByText(recoveryMessages.linkInvalid)).toBeInTheDocument();
});
