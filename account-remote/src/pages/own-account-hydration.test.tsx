// The pages of one's own account as the web server renders them for the visitor its backend
// read from the session cookie (ServerVisitorContext), then hydrated in the browser: the same
// first render, then the stored user the spec has the pages read.
import { accountSettingsMessages as text } from '@rcm/shared/account-texts';
import { paths, userDataStore, type ServerVisitor, type UserData } from '@rcm/shared';
import { ServerVisitorContext } from '@rcm/shared/hooks';
import { appwriteUser, customerRecord, ok, sessionJwt, settingsPageRoutes } from '@rcm/shared/testing';
import { installFakeFetch, pageAt } from '@rcm/shared/testing/react';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import ProfilePage from './profile/profile-page';
import ProfileSettingsPage from './profile-settings/profile-settings-page';

const maria: UserData = { name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'gold', rc_score: 42 };

const api = installFakeFetch(() => ({
  ...settingsPageRoutes({ practice_name: '', billing_address: '' }),
  'GET /v1/account': appwriteUser({ emailVerification: true }),
  'POST /v1/account/jwts': sessionJwt,
  'GET /customer': customerRecord({ subscribtion: 'gold', rc_score: 42 }),
  'GET /subscribtion/history': ok({ entries: [] }),
}));
beforeEach(() => userDataStore.clear());

const pages = {
  [paths.profile]: <ProfilePage />,
  [paths.profileSettings]: <ProfileSettingsPage />,
  [paths.login]: <h1>Login page</h1>,
};

/** `path` as the server renders it for `visitor` (its render reads no storage, whatever this browser stores). */
const serverHtml = (path: string, visitor: ServerVisitor | undefined) =>
  renderToString(<ServerVisitorContext value={visitor}>{pageAt(path, pages)}</ServerVisitorContext>);

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

/** Hydrates `html` as the shell does (the visitor from the page's data block); React's complaints. */
async function hydrate(html: string, element: ReactElement, visitor: ServerVisitor | undefined): Promise<unknown[]> {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const complaints: unknown[] = [];
  await act(async () => {
    roots.push(
      hydrateRoot(container, <ServerVisitorContext value={visitor}>{element}</ServerVisitorContext>, {
        onRecoverableError: (error) => void complaints.push(error),
      }),
    );
  });
  return complaints;
}

test("the profile arrives with the visitor's own details, and hydrates without a mismatch", async () => {
  userDataStore.save(maria);
  const html = serverHtml(paths.profile, maria);
  expect(html).toContain('Your Profile');
  expect(html).toContain('Maria Lopez');
  expect(html).toContain('maria@clinic.com');
  expect(html).not.toContain('You are not logged in');
  expect(await hydrate(html, pageAt(paths.profile, pages), maria)).toEqual([]);
  const details = screen.getByRole('region', { name: 'Account' });
  expect(within(details).getByText('Name').nextElementSibling).toHaveTextContent('Maria Lopez');
  expect(within(details).getByRole('button', { name: 'Logout' })).toBeEnabled();
});

test('the profile arrives saying whether the address is verified, with its resend button, as the server read it (nothing added later moves the page)', async () => {
  userDataStore.save(maria);
  const unverified = serverHtml(paths.profile, { ...maria, emailVerified: false });
  const emailRow = (html: string) => /<dt>Email<\/dt><dd>(.*?)<\/dd>/.exec(html)?.[1];
  expect(emailRow(unverified)).toMatch(/^<span>Email not verified<\/span><button [^>]+>Resend verification email<\/button>$/);
  expect(emailRow(serverHtml(paths.profile, { ...maria, emailVerified: true }))).toMatch(/^<span class="\w+">Email verified<\/span>$/);
  // A server that did not say (an older one) leaves the row to the browser, as before.
  expect(emailRow(serverHtml(paths.profile, maria))).toBe('<span>Checking…</span>');
  api.on('GET /v1/account', appwriteUser({ emailVerification: false }));
  expect(await hydrate(unverified, pageAt(paths.profile, pages), { ...maria, emailVerified: false })).toEqual([]);
  expect(within(screen.getByRole('region', { name: 'Account' })).getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
  expect(api.to('GET /v1/account')).toHaveLength(1);
});

test("the account server's answer still decides the verification line once it comes (verified meanwhile)", async () => {
  userDataStore.save(maria);
  const unverified = serverHtml(paths.profile, { ...maria, emailVerified: false });
  expect(await hydrate(unverified, pageAt(paths.profile, pages), { ...maria, emailVerified: false })).toEqual([]);
  expect(await screen.findByText('Email verified')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
});

test('without a session the profile arrives as "You are not logged in", and hydrates as it', async () => {
  const html = serverHtml(paths.profile, undefined);
  expect(html).toContain('You are not logged in');
  expect(html).not.toContain('Your Profile');
  expect(await hydrate(html, pageAt(paths.profile, pages), undefined)).toEqual([]);
  expect(screen.getByRole('heading', { level: 1, name: 'You are not logged in' })).toBeInTheDocument();
});

test('the stored user decides once hydrated, as the spec has it: none stored, the page says so', async () => {
  const html = serverHtml(paths.profile, maria);
  expect(await hydrate(html, pageAt(paths.profile, pages), maria)).toEqual([]);
  expect(await screen.findByRole('heading', { level: 1, name: 'You are not logged in' })).toBeInTheDocument();
});

test("the settings arrive with the visitor's name, their buttons waiting for the script, and hydrate without a mismatch", async () => {
  userDataStore.save(maria);
  const html = serverHtml(paths.profileSettings, maria);
  expect(html).toContain(text.title);
  expect(html).toContain('value="Maria Lopez"');
  const buttons = [...html.matchAll(/<button type="submit"[^>]*>/g)].map(([button]) => button);
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) expect(button).toContain('disabled=""');
  expect(await hydrate(html, pageAt(paths.profileSettings, pages), maria)).toEqual([]);
  expect(within(screen.getByRole('region', { name: text.nameTitle })).getByRole('button', { name: text.save })).toBeEnabled();
});
