import { paths, type UserData } from '@rcm/shared';
import type { SiteConfig } from '../config/runtime-config-file';
import type { RemoteManifest, RemoteRelease } from '../federation/remote-manifests';
import { EXAMPLE_SITE } from '../testing/stand-in-site';
import { planPage } from './page-plan';
import type { SessionVisitor } from './session-visitor';
import { shellTemplate } from './shell-document';

const site: SiteConfig = EXAMPLE_SITE;
const manifest: RemoteManifest = {
  metaData: { name: 'rcm_account', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: ['./Login', './Profile', './ProfileSettings', './Invoice', './ResetPassword'].map((path) => ({
    path,
    assets: { js: { sync: [] }, css: { sync: [] } },
  })),
};

/**
 * The plan of `pathname?query` with every remote's release at hand and every page loaded; the
 * session, when a page asks, belongs to `visitor` (asked at most once).
 */
const plan = (pathname: string, query?: string, visitor?: SessionVisitor, asked = { times: 0 }) =>
  planPage(
    {
      site,
      template: {
        value: shellTemplate('<html><head><title>Shell</title></head><body><div id=root></div></body></html>'),
        version: 'shell-1',
      },
      readRelease: async (manifestUrl): Promise<RemoteRelease> => ({ manifestUrl, manifest, id: `${manifestUrl} 1` }),
      loader: { load: async () => ({ default: () => null, metadata: { title: 'A page', description: 'What it is' } }) },
      readStylesheet: async () => '',
      ...(visitor
        ? {
            readVisitor: async () => {
              asked.times += 1;
              return visitor;
            },
          }
        : {}),
    },
    pathname,
    query,
  );

test('a page the same for everyone is rendered from its path alone, whatever the query, and has a key to be kept by', async () => {
  const login = await plan(paths.login, 'step=code');
  expect(login).toMatchObject({ status: 200, address: paths.login, perRequest: false, page: { remote: 'account', module: './Login' } });
  expect(login.key).toBe((await plan(paths.login)).key);
  expect(login.key).toBeDefined();
});

test("a mailed link's page is rendered from its whole address, for this request alone: no key, so never kept nor named by an ETag", async () => {
  const reset = await plan(paths.resetPassword, 'userId=u1&secret=s1');
  expect(reset).toMatchObject({
    status: 200,
    address: `${paths.resetPassword}?userId=u1&secret=s1`,
    perRequest: true,
    page: { remote: 'account', module: './ResetPassword' },
  });
  expect(reset.key).toBeUndefined();
});

const maria: UserData = { name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'gold', rc_score: 42 };

test("a page of the visitor's own account is rendered with the session's owner, for this request alone: never kept", async () => {
  for (const pathname of [paths.profile, paths.profileSettings]) {
    const asked = { times: 0 };
    const own = await plan(pathname, undefined, { state: 'signed-in', user: maria }, asked);
    expect(own).toMatchObject({ address: pathname, perRequest: true, status: 200, page: { remote: 'account' }, visitor: maria });
    expect(own.key).toBeUndefined();
    expect(asked.times).toBe(1);
  }
});

test("without a session the account's pages are rendered as signed out, naming no one", async () => {
  const profile = await plan(paths.profile, undefined, { state: 'signed-out' });
  expect(profile).toMatchObject({ perRequest: true, page: { module: './Profile' } });
  expect(profile.visitor).toBeUndefined();
  expect(profile.key).toBeUndefined();
});

test('when the backend cannot say who is signed in, the page is the layout only and the browser renders it', async () => {
  for (const visitor of [{ state: 'unknown' } as const, undefined]) {
    const profile = await plan(paths.profile, undefined, visitor);
    expect(profile).toMatchObject({ address: paths.profile, perRequest: true, status: 200 });
    expect(profile.page).toBeUndefined();
    expect(profile.visitor).toBeUndefined();
  }
});

test('an invoice is the layout only (the browser renders it), never kept; pages that do not read the session never ask for it', async () => {
  const asked = { times: 0 };
  const invoice = await plan(paths.invoice('INV-1'), undefined, { state: 'signed-in', user: maria }, asked);
  expect(invoice).toMatchObject({ perRequest: true, status: 200 });
  expect(invoice.page).toBeUndefined();
  expect(invoice.key).toBeUndefined();
  expect(invoice.visitor).toBeUndefined();
  await plan(paths.login, undefined, { state: 'signed-in', user: maria }, asked);
  expect(asked.times).toBe(0);
});
