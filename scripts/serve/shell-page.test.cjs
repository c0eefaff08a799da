// @ts-check
const { INLINE_RUNTIME_CONFIG_ID } = require('@rcm/shared');
const { renderShellPage } = require('./shell-page.cjs');
const { exposedModuleFiles } = require('./remote-manifests.cjs');

const template = '<!doctype html><html><head><title>t</title><script defer src="/main.js"></script></head><body><div id=root></div></body></html>';
const config = {
  remotes: { marketing: 'https://marketing.example/mkt/mf-manifest.json', account: 'https://account.example/mf-manifest.json' },
  backendUrl: 'https://api.example',
  appwrite: { endpoint: 'https://api.example/v1', projectId: 'rcm' },
};
const manifest = {
  metaData: { name: 'rcm_marketing', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './Contact', assets: { js: { sync: ['12.abc.js', '__federation_expose_Contact.def.js'] }, css: { sync: ['__federation_expose_Contact.0a.css'] } } },
    { path: './Insight', assets: { js: { sync: ['__federation_expose_Insight.1b.js'] }, css: { sync: [] } } },
  ],
};
/** @type {(url: string) => Promise<any>} */
const readManifest = async (url) => (url === config.remotes.marketing ? manifest : undefined);

const render = (/** @type {string} */ pathname, overrides = {}) =>
  renderShellPage({ template, pathname, config, readManifest, ...overrides });

const head = (/** @type {string} */ html) => html.slice(0, html.indexOf('</head>'));

test('inlines the runtime config as a JSON data block the page can parse back', async () => {
  const html = await render('/nowhere');
  const block = new RegExp(`<script type="application/json" id="${INLINE_RUNTIME_CONFIG_ID}">(.*?)</script>`).exec(html);
  expect(block).not.toBeNull();
  expect(JSON.parse(/** @type {string} */ (block?.[1]))).toEqual(config);
});

test('a config value cannot close the data block or open markup', async () => {
  const hostile = { ...config, appwrite: { ...config.appwrite, projectId: '</script><script>alert(1)</script>&' } };
  const html = await render('/nowhere', { config: hostile });
  expect(html.match(/<\/script>/g)).toHaveLength(2); // the data block's and main.js's
  const block = new RegExp(`id="${INLINE_RUNTIME_CONFIG_ID}">(.*?)</script>`).exec(html)?.[1] ?? '';
  expect(JSON.parse(block).appwrite.projectId).toBe('</script><script>alert(1)</script>&');
});

test("preloads the page's remote manifest, stylesheet, entry and chunks, next to the manifest", async () => {
  const links = [...head(await render('/contact')).matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map(([, href, as]) => `${as} ${href}`);
  expect(links).toEqual([
    'fetch https://marketing.example/mkt/mf-manifest.json',
    'style https://marketing.example/mkt/__federation_expose_Contact.0a.css',
    'script https://marketing.example/mkt/remoteEntry.js',
    'script https://marketing.example/mkt/12.abc.js',
    'script https://marketing.example/mkt/__federation_expose_Contact.def.js',
  ]);
  expect(head(await render('/contact'))).toContain('as="fetch" crossorigin="anonymous"');
});

test('matches parameterised routes', async () => {
  expect(await render('/insights/claim-denials')).toContain('href="https://marketing.example/mkt/__federation_expose_Insight.1b.js" as="script"');
});

test('a remote whose manifest cannot be had still gets its manifest preloaded, and the page is served', async () => {
  const html = await render('/login');
  expect(html).toContain('<link rel="preload" href="https://account.example/mf-manifest.json" as="fetch" crossorigin="anonymous">');
  expect(html).not.toContain('as="script"');
});

test('an unknown path gets no preloads, only the config', async () => {
  const html = await render('/no-such-page');
  expect(html).not.toContain('rel="preload"');
  expect(html).toContain(`id="${INLINE_RUNTIME_CONFIG_ID}"`);
});

test('a manifest with an absolute publicPath and an entry in a folder is followed', () => {
  const files = exposedModuleFiles(
    {
      metaData: { name: 'x', publicPath: 'https://cdn.example/mkt/v2/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } },
      exposes: [{ path: './Home', assets: { js: { sync: ['a.js'] }, css: { sync: [] } } }],
    },
    'https://marketing.example/mf-manifest.json',
    './Home',
  );
  expect(files).toEqual({ entry: 'https://cdn.example/mkt/v2/entry/remoteEntry.js', js: ['https://cdn.example/mkt/v2/a.js'], css: [] });
});
