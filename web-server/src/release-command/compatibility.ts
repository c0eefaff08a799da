import semver from 'semver';
import { remoteModules, type RemoteName } from '@rcm/shared';

/** What the shell's build provides and accepts of each shared singleton (its `federation-contract.json`). */
export type FederationContract = Record<string, { version: string; requiredVersion: string }>;

/** The parts of a remote's `mf-manifest.json` the check reads. */
export interface RemoteManifest {
  exposes: Array<{ name: string; path?: string }>;
  shared: Array<{ name: string; version: string; requiredVersion?: string }>;
}

/** The modules a manifest exposes, as the shell names them ("./Home"). */
export function exposedModules(manifest: RemoteManifest): string[] {
  return manifest.exposes.map(({ name, path }) => {
    const key = path ?? name;
    return key.startsWith('./') ? key : `./${key}`;
  });
}

/**
 * Why the shell the site runs could not load this build of `remote`, one sentence per problem
 * (none: it can): a module the shell routes to that it does not expose, or a shared singleton
 * whose version one side does not accept from the other. Both sides are checked, as the
 * federation runtime would load either's copy depending on which loaded first.
 */
export function incompatibilities(remote: RemoteName, manifest: RemoteManifest, shell: FederationContract): string[] {
  const exposed = new Set(exposedModules(manifest));
  const problems = remoteModules[remote]
    .filter((module) => !exposed.has(module))
    .map((module) => `It does not expose ${module}, which the shell routes to.`);
  for (const [name, provided] of Object.entries(shell)) {
    const own = manifest.shared.find((entry) => entry.name === name);
    if (!own) continue;
    if (!semver.satisfies(own.version, provided.requiredVersion)) {
      problems.push(`${name}: it was built against ${own.version}, and the shell requires ${provided.requiredVersion}.`);
    }
    if (own.requiredVersion && !semver.satisfies(provided.version, own.requiredVersion)) {
      problems.push(`${name}: it requires ${own.requiredVersion}, and the shell provides ${provided.version}.`);
    }
  }
  return problems;
}
