import { remoteModules } from '@rcm/shared';
import { incompatibilities, type FederationContract, type RemoteManifest } from './compatibility';

/** The live shell as its build describes it (shell/dist/federation-contract.json). */
const shell: FederationContract = {
  react: { version: '19.3.1', requiredVersion: '^19.0.0' },
  'react-dom': { version: '19.3.1', requiredVersion: '^19.0.0' },
  '@rcm/shared': { version: '1.0.0', requiredVersion: '^1.0.0' },
  '@rcm/shared/routing': { version: '1.0.0', requiredVersion: '^1.0.0' },
  '@rcm/shared/hooks': { version: '1.0.0', requiredVersion: '^1.0.0' },
  'react-toastify': { version: '11.2.0', requiredVersion: '^11.0.0' },
};

/** A marketing build's mf-manifest.json as the current build writes it (the parts the check reads). */
function marketingBuild(): RemoteManifest {
  return {
    exposes: remoteModules.marketing.map((path) => ({ name: path.slice(2), path })),
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' },
      { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.0.0' },
      { name: 'react-dom/client', version: '19.3.1', requiredVersion: '^19.3.1' },
      { name: '@rcm/shared', version: '1.0.0', requiredVersion: '^1.0.0' },
      { name: '@rcm/shared/routing', version: '1.0.0', requiredVersion: '^1.0.0' },
      { name: '@rcm/shared/hooks', version: '1.0.0', requiredVersion: '^1.0.0' },
      { name: 'react-toastify', version: '11.2.0', requiredVersion: '^11.0.0' },
    ],
  };
}

test('a build the shell can load passes', () => {
  expect(incompatibilities('marketing', marketingBuild(), shell)).toEqual([]);
});

test('a build missing a module the shell routes to is refused, naming the module', () => {
  const build = marketingBuild();
  build.exposes = build.exposes.filter((expose) => expose.path !== './About');
  expect(incompatibilities('marketing', build, shell)).toEqual(['It does not expose ./About, which the shell routes to.']);
});

test('exposes named without "./" (as older manifests do) count as exposed', () => {
  const build = marketingBuild();
  build.exposes = build.exposes.map(({ name }) => ({ name }));
  expect(incompatibilities('marketing', build, shell)).toEqual([]);
});

test('a build made against React 18.2.0 is refused, naming react', () => {
  const build = marketingBuild();
  build.shared = build.shared.map((entry) =>
    entry.name === 'react' ? { ...entry, version: '18.2.0', requiredVersion: '^18.2.0' } : entry,
  );
  expect(incompatibilities('marketing', build, shell)).toEqual([
    'react: it was built against 18.2.0, and the shell requires ^19.0.0.',
    'react: it requires ^18.2.0, and the shell provides 19.3.1.',
  ]);
});

test("a build whose own range the live shell's version does not meet is refused", () => {
  const build = marketingBuild();
  build.shared = build.shared.map((entry) =>
    entry.name === 'react-toastify' ? { ...entry, version: '11.4.0', requiredVersion: '^11.4.0' } : entry,
  );
  expect(incompatibilities('marketing', build, shell)).toEqual(['react-toastify: it requires ^11.4.0, and the shell provides 11.2.0.']);
});

test('a package the shell does not share as a singleton is not the check’s business', () => {
  const build = marketingBuild();
  build.shared.push({ name: 'react/jsx-runtime', version: '18.2.0', requiredVersion: '^18.2.0' });
  expect(incompatibilities('marketing', build, shell)).toEqual([]);
});
