import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import path from 'node:path';
import vm from 'node:vm';
import { fetchWithTimeout } from './fetch-with-timeout';

type InitContainerArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['beforeInitContainer']>>[0];

/**
 * A federation runtime plugin for this server: the manifest and a remote's Node entry are
 * fetched with a timeout and must answer 2xx. The runtime's own Node loader would wait for ever
 * and evaluate any body, an error page included (the remotes' builds add the same guard to
 * their chunk fetches: server-fetch-timeout.cjs, beside this file). It also tells each remote's
 * container where its release is served from, for its chunks (release-public-path.cjs).
 */
export function nodeEntryPlugin(timeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'rcm-node-entry',
    fetch: (url: string, init?: RequestInit) => fetchWithTimeout(url, timeoutMs, init),
    beforeInitContainer(args: InitContainerArgs) {
      // Set on the object itself: a copy would lose its hidden `shareScopeMap`.
      Object.assign(args.remoteEntryInitOptions, { releaseBaseUrl: new URL('.', args.remoteInfo.entry).href });
      return args;
    },
    async loadEntry({ remoteInfo }: { remoteInfo: { entry: string; type: string; entryGlobalName: string } }) {
      // Only the Node builds (`ssrRemoteEntry`); the server never evaluates a browser entry.
      if (remoteInfo.type !== 'commonjs-module') throw new Error(`${remoteInfo.entry} is not a Node build (type ${remoteInfo.type})`);
      const code = await (await fetchWithTimeout(remoteInfo.entry, timeoutMs)).text();
      const url = new URL(remoteInfo.entry);
      const module: { exports: Record<string, unknown> } = { exports: {} };
      // Evaluated as the runtime's own Node loader does, as a CommonJS module of this process.
      const run = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, {
        filename: url.href,
      }).runInThisContext() as (...args: unknown[]) => void;
      run(module.exports, module, require, path.posix.dirname(url.pathname), path.posix.basename(url.pathname));
      return (module.exports[remoteInfo.entryGlobalName] ?? module.exports) as never;
    },
  } as ModuleFederationRuntimePlugin;
}
