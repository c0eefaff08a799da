import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildMarketingBrowserRelease } from '../testing/remote-builds';
import { tempDir } from '../testing/temp-dir';
import { loadRemoteManifest } from './build-files';
import { remoteModules } from '@rcm/shared';
import { exposedModules, incompatibilities, type FederationContract } from './compatibility';
import { runCommand } from './run';
import { saveSession } from './session-file';
import { startContractApi, testContext } from './testing/contract-api';

/**
 * `publish` against a real build: marketing built by the project's webpack and Module Federation
 * config from pages of a few lines, against a `react` package of version 17.0.2 in the build's
 * own node_modules, as a team whose checkout still has React 17 would build it. The shell it is
 * checked against is the checkout's, as its build describes it (federation-contract.json, made
 * by the plugin the shell's build runs).
 */
const repoRoot = path.resolve(__dirname, '../../..');
const tooling = createRequire(__filename);
const { federationContract } = tooling(path.join(repoRoot, 'tooling/webpack/federation-contract-plugin.cjs')) as {
  federationContract: (shared: unknown, appDir: string) => FederationContract;
};
const shellContract = federationContract(
  tooling(path.join(repoRoot, 'tooling/webpack/shared-singletons.cjs')),
  path.join(repoRoot, 'shell'),
);

const dir = tempDir({ 'shell/dist/federation-contract.json': JSON.stringify(shellContract) });
const build = path.join(dir, 'react-17-build');
/** The same pages built against the repository's React: what the check lets through. */
const control = path.join(dir, 'control-build');
const store = path.join(dir, 'store');
let api: Awaited<ReturnType<typeof startContractApi>>;

beforeAll(async () => {
  api = await startContractApi();
  await Promise.all([
    buildMarketingBrowserRelease(path.join(dir, 'source'), build, {
      react: {
        'package.json': JSON.stringify({ name: 'react', version: '17.0.2', main: 'index.js' }),
        'index.js': 'exports.createElement = (type, props, ...children) => ({ type, props, children });\n',
      },
    }),
    buildMarketingBrowserRelease(path.join(dir, 'control-source'), control),
  ]);
}, 120_000);
afterAll(() => api.close());

test('the build says what it was made against: React 17.0.2, every module marketing exposes', () => {
  const manifest = loadRemoteManifest(build);
  expect(manifest.shared.find((entry) => entry.name === 'react')?.version).toBe('17.0.2');
  expect(exposedModules(manifest).sort()).toEqual([...remoteModules.marketing].sort());
  expect(shellContract.react?.requiredVersion).toBe('^19.0.0');
});

test('the same pages built against the repository’s React pass the check', () => {
  expect(incompatibilities('marketing', loadRemoteManifest(control), shellContract)).toEqual([]);
});

test('publish refuses a release built against React 17, naming react and both versions, and stores and sends nothing', async () => {
  const context = testContext(dir, { RELEASES_API_URL: api.url });
  saveSession(context.env.RELEASE_SESSION_FILE ?? '', { api: api.url, email: 'ops@example.com', session: 'user-1.secret-1' });
  const refused = runCommand(['publish', 'marketing', '--reason', 'React 17 build', '--dist', build], context);
  await expect(refused).rejects.toMatchObject({ exitCode: 1 });
  const message = await refused.then(
    () => '',
    (error: Error) => error.message,
  );
  // Only React: the build exposes every module the shell routes to.
  expect(message.split('\n').slice(1)).toEqual([
    `  - react: it was built against 17.0.2, and the shell requires ${shellContract.react?.requiredVersion}.`,
  ]);
  expect(fs.existsSync(store)).toBe(false);
  expect(api.received).toEqual([]);
});
