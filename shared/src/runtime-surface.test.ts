import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import packageJson from '../package.json';

/**
 * The entries of @rcm/shared the apps share at run time (shared-singletons.cjs): a remote gets
 * the shell's copy, not the one it was built with. A remote built against an export the live
 * shell's copy lacks would break in visitors' browsers, and `npm run release -- publish` can
 * only refuse it if the version says so. So the names these entries export are pinned with
 * the package's version in `runtime-surface.json`: adding one needs a minor version, removing
 * one a major (then `RUNTIME_SURFACE=update npx jest shared/src/runtime-surface.test.ts` pins
 * the new names). Remotes then require `^<new version>`, which an older shell does not meet.
 */
const surfaceFile = path.join(__dirname, '..', 'runtime-surface.json');
const entries: Record<string, () => Promise<object>> = {
  '@rcm/shared': () => import('./index'),
  '@rcm/shared/routing': () => import('./routing/index'),
  '@rcm/shared/hooks': () => import('./hooks/index'),
};

interface Surface {
  version: string;
  exports: Record<string, string[]>;
}

async function currentExports(): Promise<Record<string, string[]>> {
  const named = await Promise.all(Object.entries(entries).map(async ([name, load]) => [name, Object.keys(await load()).sort()] as const));
  return Object.fromEntries(named);
}

/** What the version must at least be, for the exports to have changed from `pinned` to `now`. */
function versionNeeded(pinned: Surface, now: Record<string, string[]>): string | undefined {
  const removed = Object.entries(pinned.exports).some(([entry, names]) => names.some((name) => !now[entry]?.includes(name)));
  if (removed) return semver.inc(pinned.version, 'major') ?? undefined;
  const added = Object.entries(now).some(([entry, names]) => names.some((name) => !pinned.exports[entry]?.includes(name)));
  return added ? (semver.inc(pinned.version, 'minor') ?? undefined) : undefined;
}

test("the entries shared at run time change what they export only with @rcm/shared's version", async () => {
  const pinned = JSON.parse(fs.readFileSync(surfaceFile, 'utf8')) as Surface;
  const now = await currentExports();
  const needed = versionNeeded(pinned, now);
  if (process.env.RUNTIME_SURFACE === 'update' && (!needed || semver.gte(packageJson.version, needed))) {
    fs.writeFileSync(surfaceFile, `${JSON.stringify({ version: packageJson.version, exports: now }, null, 2)}\n`);
    return;
  }
  if (needed && semver.lt(packageJson.version, needed)) {
    throw new Error(
      `@rcm/shared's shared entries export other names than version ${pinned.version} did: set its version to ${needed} (shared/package.json and every workspace's dependency on it), then RUNTIME_SURFACE=update npx jest shared/src/runtime-surface.test.ts`,
    );
  }
  expect({ version: packageJson.version, exports: now }).toEqual(pinned);
});

test('a removed export needs a major version, an added one a minor one', () => {
  const pinned = { version: '1.2.3', exports: { '@rcm/shared': ['a', 'b'] } };
  expect(versionNeeded(pinned, { '@rcm/shared': ['a', 'b'] })).toBeUndefined();
  expect(versionNeeded(pinned, { '@rcm/shared': ['a', 'b', 'c'] })).toBe('1.3.0');
  expect(versionNeeded(pinned, { '@rcm/shared': ['a'] })).toBe('2.0.0');
  expect(versionNeeded(pinned, { '@rcm/shared': ['a', 'c'] })).toBe('2.0.0');
});
