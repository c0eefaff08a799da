import fs from 'node:fs';
import path from 'node:path';
import { remoteModules } from '@rcm/shared';
import { tempDir } from '../testing/temp-dir';
import { runCommand } from './run';
import { setUpContractApi, signedInContext as signedInContextOf } from './testing/contract-api';

const shellContract = {
  react: { version: '19.3.1', requiredVersion: '^19.0.0' },
  'react-dom': { version: '19.3.1', requiredVersion: '^19.0.0' },
  '@rcm/shared': { version: '1.0.0', requiredVersion: '^1.0.0' },
};
const build = (reactVersion: string, exposes: readonly string[] = remoteModules.account) => ({
  exposes: exposes.map((module) => ({ name: module.slice(2), path: module })),
  shared: [
    { name: 'react', version: reactVersion, requiredVersion: `^${reactVersion}` },
    { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.0.0' },
    { name: '@rcm/shared', version: '1.0.0', requiredVersion: '^1.0.0' },
  ],
});

const api = setUpContractApi();
beforeAll(() =>
  api.answer('GET /federation-contract.json', {
    status: 200,
    body: { ...shellContract, react: { version: '18.3.1', requiredVersion: '^18.0.0' } },
  }),
);

const dir = tempDir({
  'shell/dist/federation-contract.json': JSON.stringify(shellContract),
  'account-remote/dist/mf-manifest.json': JSON.stringify(build('19.3.1')),
  'account-remote/dist/server/remoteEntry.js': 'module.exports = {};',
  'old-build/mf-manifest.json': JSON.stringify(build('18.2.0')),
  'short-build/mf-manifest.json': JSON.stringify(
    build(
      '19.3.1',
      remoteModules.account.filter((module) => module !== './Profile'),
    ),
  ),
});
const store = path.join(dir, 'store');
const signedInContext = () => signedInContextOf(dir, api);

beforeEach(() => {
  fs.rmSync(store, { recursive: true, force: true });
  api.answer('GET /staff/releases', {
    status: 200,
    body: {
      version: 3,
      remotes: [{ remote: 'account', channel: { live: null, canary: null }, releases: [{ id: '2026-12-06-1a2b3c4' }], events: [] }],
    },
  });
  api.answer('POST /staff/releases', { status: 201, body: {} });
});

test('publish stores the build under the next free id, records its manifest with the reason, and prints the id', async () => {
  const context = signedInContext();
  await runCommand(['publish', 'account', '--reason', 'Invoice page fix'], context);

  // The registry already has today's id for this commit.
  expect(context.lines).toEqual(['2026-12-06-1a2b3c4-2']);
  expect(fs.readFileSync(path.join(store, 'account/2026-12-06-1a2b3c4-2/server/remoteEntry.js'), 'utf8')).toBe('module.exports = {};');
  const posted = api.received.find((request) => request.method === 'POST');
  expect(posted?.path).toBe('/staff/releases');
  expect(posted?.body).toEqual({
    remote: 'account',
    id: '2026-12-06-1a2b3c4-2',
    commit: '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b',
    exposes: [...remoteModules.account],
    shared: { react: '19.3.1', 'react-dom': '19.3.1', '@rcm/shared': '1.0.0' },
    reason: 'Invoice page fix',
  });
});

test('when the registry refuses, the folder just made is removed and the server’s reason shown', async () => {
  api.answer('POST /staff/releases', { status: 403, body: { message: 'Releasing account needs the release:account role.' } });
  const context = signedInContext();
  const refused = runCommand(['publish', 'account', '--reason', 'try'], context);
  await expect(refused).rejects.toThrow('Releasing account needs the release:account role.');
  await expect(refused).rejects.toMatchObject({ exitCode: 1 });
  expect(fs.readdirSync(path.join(store, 'account'))).toEqual([]);
});

test('a build against React 18 is refused naming react, and nothing is stored or sent', async () => {
  const refused = runCommand(['publish', 'account', '--reason', 'x', '--dist', path.join(dir, 'old-build')], signedInContext());
  await expect(refused).rejects.toThrow(/react: it was built against 18\.2\.0, and the shell requires \^19\.0\.0/);
  expect(fs.existsSync(store)).toBe(false);
  expect(api.received).toEqual([]);
});

test('a build missing a routed module is refused naming it', async () => {
  const refused = runCommand(['publish', 'account', '--reason', 'x', '--dist', 'short-build'], signedInContext());
  await expect(refused).rejects.toThrow('It does not expose ./Profile, which the shell routes to.');
  expect(fs.existsSync(store)).toBe(false);
});

test('--shell checks against the live site’s copy of the contract, not the checkout’s', async () => {
  // The live shell still runs React 18: a React 19 build must not go out.
  const refused = runCommand(['publish', 'account', '--reason', 'x', '--shell', `${api.url}/`], signedInContext());
  await expect(refused).rejects.toThrow('react: it was built against 19.3.1, and the shell requires ^18.0.0.');
  expect(api.received.map((request) => request.path)).toEqual(['/federation-contract.json']);
});

test('without RELEASES_DIR the build goes to the store `npm start` serves: releases/ in the DATA_DIR', async () => {
  const context = signedInContext();
  const dataDir = path.join(dir, 'data-dir');
  await runCommand(['publish', 'account', '--reason', 'x'], {
    ...context,
    env: { ...context.env, RELEASES_DIR: undefined, DATA_DIR: dataDir },
  });
  expect(fs.readdirSync(path.join(dataDir, 'releases', 'account'))).toEqual(['2026-12-06-1a2b3c4-2']);
  fs.rmSync(dataDir, { recursive: true });
});
