import { createInstance } from '@module-federation/runtime';
import { remoteContainerNames, type RemoteName, type RemotePageModule } from '@rcm/shared';
import { nodeEntryPlugin } from './node-entry-plugin';
import type { RemoteRelease } from './remote-manifests';
import { serverSharedPackages } from './server-shared-packages';

/** One release of one remote, loaded into this process by a federation instance of its own. */
export interface ReleaseInstance {
  loadPage(module: string): Promise<RemotePageModule>;
  /** Forgets what the runtime kept of a failed load, so the next one fetches afresh. */
  reset(): void;
  /** Leaves nothing of the release in the federation runtime's globals, so it can be collected. */
  drop(): void;
}

/** What `registerRemotes(..., { force: true })` runs; private in the runtime's types. */
interface RemoteHandler {
  removeRemote(remote: unknown): void;
}

let instancesCreated = 0;

/**
 * An instance per (remote, release), never one shared by releases: an instance holds one
 * registration per remote name and caches modules by it, so two releases in one instance would
 * hand each other's modules out. Every instance gets the server's shared packages (one React
 * for all) and the entry plugin, which also gives each release's container its own address
 * for its chunks.
 */
export function createReleaseInstance(remote: RemoteName, release: RemoteRelease, fetchTimeoutMs: number): ReleaseInstance {
  const containerName = remoteContainerNames[remote];
  const registration = { name: containerName, entry: release.manifestUrl };
  const federation = createInstance({
    // Unique for the process: the runtime keys its globals (share scopes, module info) by it.
    name: `rcm_shell_server_${remote}_${++instancesCreated}`,
    remotes: [registration],
    shared: serverSharedPackages(),
    plugins: [nodeEntryPlugin(fetchTimeoutMs)],
  });

  return {
    async loadPage(module) {
      const id = `${containerName}/${module.replace(/^\.\//, '')}`;
      const page = await federation.loadRemote<RemotePageModule>(id);
      if (!page || typeof page.default !== 'function') throw new Error(`${id} has no page component as its default export`);
      return page;
    },
    reset() {
      federation.registerRemotes([registration], { force: true });
    },
    drop() {
      // The module cache, the release's own (remote-side) instance and its share scope.
      const registered = federation.options.remotes.find((item) => item.name === containerName);
      if (registered) (federation as unknown as { remoteHandler: RemoteHandler }).remoteHandler.removeRemote(registered);
      // What the runtime keeps of the instance itself, for ever unless taken out.
      const global = globalThis.__FEDERATION__;
      const index = global.__INSTANCES__.indexOf(federation);
      if (index !== -1) global.__INSTANCES__.splice(index, 1);
      delete global.__SHARE__[federation.name];
      delete global.moduleInfo[federation.name];
    },
  };
}
