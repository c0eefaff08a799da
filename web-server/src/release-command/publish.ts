import path from 'node:path';
import type { ReleaseManifest, RemoteName } from '@rcm/shared';
import { loadFederationContract, loadRemoteManifest } from './build-files';
import { exposedModules, incompatibilities } from './compatibility';
import { CommandError, releasesDirOf, type CommandContext } from './context';
import type { PublishingRegistry } from './release-api';
import { releaseIdCandidates, removeRelease, storeRelease } from './release-store';

export interface PublishOptions {
  remote: RemoteName;
  reason: string;
  /** The build to publish (default `<remote>-remote/dist/`). */
  dist?: string;
  /** The live site, whose shell's federation contract the build must meet (default the checkout's `shell/dist/`). */
  shell?: string;
}

/**
 * Publishes a remote's build: refuses one the live shell could not load (storing nothing),
 * copies it into a new store folder under a fresh id, then records it in the registry; if the
 * registry refuses, the folder just made is removed again. Returns the id.
 */
export async function publish(context: CommandContext, api: PublishingRegistry, options: PublishOptions): Promise<string> {
  const { remote } = options;
  const dist = path.resolve(context.root, options.dist ?? path.join(`${remote}-remote`, 'dist'));
  const manifest = loadRemoteManifest(dist);
  const problems = incompatibilities(remote, manifest, await loadFederationContract(context.root, options.shell));
  if (problems.length > 0) {
    throw new CommandError(
      [`Refused: the shell cannot load this build of ${remote} (${dist}).`, ...problems.map((p) => `  - ${p}`)].join('\n'),
    );
  }

  const store = releasesDirOf(context);
  const commit = context.headCommit();
  const listing = await api.list(remote);
  const taken = new Set(listing.remotes.flatMap((entry) => entry.releases.map((release) => release.id)));
  const id = storeRelease(store, remote, releaseIdCandidates(context.now(), commit), taken, dist);
  const release: ReleaseManifest = {
    remote,
    id,
    commit,
    exposes: exposedModules(manifest),
    shared: Object.fromEntries(manifest.shared.map((entry) => [entry.name, entry.version])),
  };
  try {
    await api.publish(release, options.reason);
  } catch (error) {
    removeRelease(store, remote, id);
    const why = error instanceof Error ? error.message : String(error);
    throw new CommandError(`The registry refused ${remote} ${id}; its folder was removed. ${why}`);
  }
  return id;
}
