/**
 * @jest-environment node
 */
// The account pages the web server renders (remote-routes.ts: render 'server'), rendered as it
// renders them: in Node, with no window, no storage and no session.
import { recoveryMessages, verificationMessages } from '@rcm/shared/account-texts';
import { accountLinkPurposes, paths } from '@rcm/shared';
import { ServerVisitorContext } from '@rcm/shared/hooks';
import { pageAt } from '@rcm/shared/testing/react';
import { renderToString } from 'react-dom/server';
import LoginPage from './login/login-page';
import ProfilePage from './profile/profile-page';
import ProfileSettingsPage from './profile-settings/profile-settings-page';
import RecoveryPage from './recovery/recovery-page';
import ResetPasswordPage from './reset-password/reset-password-page';
import VerifyEmailPage from './verify-email/verify-email-page';

const link = '?userId=u1&secret=s1&expire=2000-01-01T00%3A00%3A00.000Z';
const render = (url: string) =>
  renderToString(
    pageAt(url, {
      [paths.login]: <LoginPage />,
      [paths.passwordRecovery]: <RecoveryPage />,
      [paths.resetPassword]: <ResetPasswordPage />,
      [paths.verifyEmail]: <VerifyEmailPage />,
    }),
  );
const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
const submitButton = (html: string) => /<button type="submit"[^>]*>/.exec(html)?.[0] ?? '';

test('there is no browser here', () => {
  expect(typeof window).toBe('undefined');
  expect(typeof localStorage).toBe('undefined');
});

test('the login page is the signed-out form, its button disabled until the script runs, and a word for a browser without it', () => {
  const html = render(paths.login);
  expect(heading(html)).toBe('Welcome Back');
  expect(html).toContain('type="email"');
  expect(html).toContain('type="password"');
  expect(submitButton(html)).toContain('disabled=""');
  // A form the browser could send itself would put the password in the address.
  expect(html).not.toMatch(/<form[^>]* (method|action)=/);
  expect(html).toContain('<noscript>');
  // The code step's address renders the same: the step opens once the browser has asked the server.
  expect(render(`${paths.login}?step=code`)).toBe(html);
});

test('the recovery page is its form', () => {
  const html = render(paths.passwordRecovery);
  expect(heading(html)).toBe(recoveryMessages.requestTitle);
  expect(submitButton(html)).toContain('disabled=""');
});

test('the reset page is rendered from its link: checking it (even an expired one: the clock is the browser’s), or asking again without one', () => {
  expect(heading(render(`${paths.resetPassword}${link}`))).toBe(recoveryMessages.resetTitle);
  expect(render(`${paths.resetPassword}${link}`)).toContain(recoveryMessages.checkingLink);
  expect(heading(render(`${paths.resetPassword}${link}&for=${accountLinkPurposes.emailChangeUndo}`))).toBe(recoveryMessages.undoTitle);
  expect(heading(render(paths.resetPassword))).toBe('This link cannot be used');
});

test('the verification page is rendered from its link: verifying, or incomplete without one', () => {
  expect(heading(render(`${paths.verifyEmail}${link}`))).toBe(verificationMessages.verifying);
  expect(heading(render(paths.verifyEmail))).toBe(verificationMessages.failedTitle);
});

test("the account's own pages render here for the visitor the session names, and as signed out for no one", () => {
  const maria = { name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'gold', rc_score: 42 };
  const own = (url: string, visitor?: typeof maria) =>
    renderToString(
      <ServerVisitorContext value={visitor}>
        {pageAt(url, { [paths.profile]: <ProfilePage />, [paths.profileSettings]: <ProfileSettingsPage /> })}
      </ServerVisitorContext>,
    );
  expect(heading(own(paths.profile, maria))).toBe('Your Profile');
  expect(own(paths.profile, maria)).toContain('Maria Lopez');
  expect(heading(own(paths.profileSettings, maria))).toBe('Account settings');
  expect(submitButton(own(paths.profileSettings, maria))).toContain('disabled=""');
  expect(own(paths.profileSettings, maria)).toContain('<noscript>');
  for (const url of [paths.profile, paths.profileSettings]) expect(heading(own(url))).toBe('You are not logged in');
});
