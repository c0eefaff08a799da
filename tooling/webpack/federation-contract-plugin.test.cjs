// @ts-check
const path = require('node:path');
const sharedSingletons = require('./shared-singletons.cjs');
const { federationContract } = require('./federation-contract-plugin.cjs');

const repoRoot = path.resolve(__dirname, '../..');
const shellDir = path.join(repoRoot, 'shell');
const installed = (/** @type {string} */ file) => require(path.join(repoRoot, 'node_modules', file)).version;

test("names every shared singleton once, with the version the shell's build bundles and the range it requires", () => {
  const contract = federationContract(sharedSingletons, shellDir);
  expect(Object.keys(contract).sort()).toEqual([
    '@rcm/shared',
    '@rcm/shared/hooks',
    '@rcm/shared/routing',
    'react',
    'react-dom',
    'react-toastify',
  ]);
  expect(contract.react).toEqual({ version: installed('react/package.json'), requiredVersion: '^19.0.0' });
  expect(contract['@rcm/shared/routing']).toEqual({
    version: installed('@rcm/shared/package.json'),
    requiredVersion: `^${installed('@rcm/shared/package.json')}`,
  });
  expect(contract['react-toastify']?.version).toBe(installed('react-toastify/package.json'));
});

test('refuses to guess the version of a package the shell does not have', () => {
  expect(() => federationContract({ 'not-installed-anywhere': { singleton: true, requiredVersion: '^1.0.0' } }, shellDir)).toThrow(
    /not-installed-anywhere is not installed/,
  );
});
