import path from 'node:path';
import { Writable } from 'node:stream';
import { createShellServer, createStaticFilesServer } from '@rcm/web-server';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { origins } from './ports';
import { repoRoot } from './releases';

/** What a shell server wrote to its log, line by line. */
export class ServerLog extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  }
}

/**
 * A runtime config for the test site's backend and remotes, with marketing at `marketingOrigin`
 * (and staff at `staffOrigin`, the site's own by default).
 */
export function runtimeConfig(marketingOrigin: string, staffOrigin: string = origins.staff) {
  return {
    remotes: {
      marketing: `${marketingOrigin}/mf-manifest.json`,
      account: `${origins.account}/mf-manifest.json`,
      staff: `${staffOrigin}/mf-manifest.json`,
    },
    backendUrl: origins.backend,
    appwrite: { endpoint: `${origins.backend}/v1`, projectId: 'rcm' },
  };
}

/**
 * A shell server started by the factory `npm start` uses, on the built shell, following
 * `runtimeConfigFile`; manifests are read afresh at every request so a switch shows at once.
 */
export async function startShellServer(port: number, runtimeConfigFile: string, log = new ServerLog()): Promise<FastifyInstance> {
  const server = await createShellServer({
    distDir: path.join(repoRoot, 'shell/dist'),
    runtimeConfigFile,
    publicUrl: `http://localhost:${port}`,
    manifestCacheTtlMs: 0,
    logger: { level: 'warn', stream: log },
  });
  await server.listen({ port, host: 'localhost' });
  return server;
}

/** A remote's release folder served as `npm start` serves a remote, with `onRequest` run first on every request. */
export async function startRemoteServer(port: number, distDir: string, onRequest?: onRequestHookHandler): Promise<FastifyInstance> {
  const server = await createStaticFilesServer({ distDir, cors: true });
  if (onRequest) server.addHook('onRequest', onRequest);
  await server.listen({ port, host: 'localhost' });
  return server;
}
