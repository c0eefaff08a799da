import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { test } from '@playwright/test';
import { createShellServer, createStaticFilesServer } from '@rcm/web-server';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { e2ePorts, origins } from './ports';
import { artifactsDir, prepareReleases, repoRoot, type SourceChange } from './releases';

/** What a shell server wrote to its log, line by line. */
export class ServerLog extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  }
}

/** A runtime config for the test site's backend and remotes, with any of them at another origin (a release's server). */
export function runtimeConfig(remoteOrigins: Partial<Record<'marketing' | 'staff', string>>) {
  const { marketing = origins.marketing, staff = origins.staff } = remoteOrigins;
  return {
    remotes: {
      marketing: `${marketing}/mf-manifest.json`,
      account: `${origins.account}/mf-manifest.json`,
      staff: `${staff}/mf-manifest.json`,
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

/** The ports of each release test's own site (ports.ts). */
const releaseTestPorts = {
  marketing: { shell: e2ePorts.releaseShell, releaseA: e2ePorts.releaseA, releaseB: e2ePorts.releaseB },
  staff: { shell: e2ePorts.staffReleaseShell, releaseA: e2ePorts.staffReleaseA, releaseB: e2ePorts.staffReleaseB },
} as const;

/**
 * A release test's own site, for the spec file's tests, run in order as they share it: before
 * them, releases A and B of the `remote` team (B with `change`, see releases.ts) and a shell
 * server following a runtime config that points at A are started; after them, stopped.
 * `pointAt(port)` edits the config to send the site to the release on that port, as the team
 * does to ship.
 */
export function serveTwoReleases(remote: 'marketing' | 'staff', change: SourceChange) {
  const ports = releaseTestPorts[remote];
  const releasesDir = path.join(artifactsDir, `${remote}-releases`);
  const configFile = path.join(releasesDir, 'runtime-config.json');
  const pointAt = (port: number) => fs.writeFileSync(configFile, JSON.stringify(runtimeConfig({ [remote]: `http://localhost:${port}` })));
  const servers: FastifyInstance[] = [];

  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    // Release B is built from a copy of the remote's source: minutes on a busy machine.
    test.setTimeout(180_000);
    const { releaseA, releaseB } = prepareReleases(`${remote}-remote`, releasesDir, change);
    pointAt(ports.releaseA);
    servers.push(
      await startShellServer(ports.shell, configFile),
      await startRemoteServer(ports.releaseA, releaseA),
      await startRemoteServer(ports.releaseB, releaseB),
    );
  });
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });
  return { site: `http://localhost:${ports.shell}`, ports, pointAt };
}
