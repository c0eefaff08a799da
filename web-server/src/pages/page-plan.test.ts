import { paths } from '@rcm/shared';
import type { SiteConfig } from '../config/runtime-config-file';
import type { RemoteManifest, RemoteRelease } from '../federation/remote-manifests';
import { EXAMPLE_SITE } from '../testing/stand-in-site';
import { planPage } from './page-plan';

const site: SiteConfig = EXAMPLE_SITE;
const manifest: RemoteManifest = {
  metaData: { name: 'rcm_account', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: ['./Login', './Profile', './ResetPassword'].map((path) => ({ path, assets: { js: { sync: [] }, css: { sync: [] } } })),
};

/** The plan of `pathname?query` with every remote's release at hand and every page loaded. */
const plan = (pathname: string, query?: string) =>
  planPage(
    {
      site,
      template: { value: '<html><head></head><body><div id=root></div></body></html>', version: 'shell-1' },
      readRelease: async (manifestUrl): Promise<RemoteRelease> => ({ manifestUrl, manifest, id: `${manifestUrl} 1` }),
      loader: { load: async () => ({ default: () => null, metadata: { title: 'A page', description: 'What it is' } }) },
      readStylesheet: async () => '',
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

test("a page of the visitor's own data is the layout only (the browser renders it), never kept", async () => {
  const profile = await plan(paths.profile);
  expect(profile).toMatchObject({ address: paths.profile, perRequest: true, status: 200 });
  expect(profile.page).toBeUndefined();
  expect(profile.key).toBeUndefined();
});
