import fs from 'node:fs';
import path from 'node:path';

/**
 * The packages this server gives the remotes' Node builds, as the shell gives them to the
 * remotes in the browser (tooling/webpack/shared-singletons.cjs): one React, one router module
 * and one `@rcm/shared` for the shell's renderer and every page, required the way the
 * renderer requires them.
 */
const packages = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-toastify',
  '@rcm/shared',
  '@rcm/shared/routing',
  '@rcm/shared/hooks',
] as const;

function versionOf(name: string): string {
  const packageName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
  // The package folder, found from its main file (not every package exports its package.json).
  let dir = path.dirname(require.resolve(packageName));
  while (
    !fs.existsSync(path.join(dir, 'package.json')) ||
    JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== packageName
  ) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the version of ${packageName}`);
    dir = parent;
  }
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

export function serverSharedPackages() {
  return Object.fromEntries(
    packages.map((name) => [
      name,
      {
        version: versionOf(name),
        // By name, at run time, as the shell's renderer requires them (the same module instances).
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        lib: () => require(name) as unknown,
        shareConfig: { singleton: true, requiredVersion: false as const },
      },
    ]),
  );
}
