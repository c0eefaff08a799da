import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { e2ePorts } from '../testing/ports';
import { artifactsDir, repoRoot } from '../testing/releases';
import { expect, test } from '../testing/test';
import { runtimeConfig, ServerLog, startRemoteServer, startShellServer } from '../testing/web-servers';

/**
 * A marketing release whose Node build is down, slow or throws while rendering costs the page
 * its server HTML only: the server sends the layout with status 200 and a log line, and the
 * browser renders the page from the (working) browser build, as it did before server rendering.
 */
const site = `http://localhost:${e2ePorts.failureShell}`;
const releasesDir = path.join(artifactsDir, 'failing-releases');
const configFile = path.join(releasesDir, 'runtime-config.json');
const heading = 'Billing done right, so care comes first';
const log = new ServerLog();
const servers: FastifyInstance[] = [];

/**
 * A copy of the built marketing remote, changed by `change`, with a federation build version of
 * its own as every real build has (the server holds each release it was asked for a while, and
 * the runtime tells them apart by it): the build's version renamed where the build wrote it.
 */
function release(name: string, change: (dir: string) => void): string {
  const dir = path.join(releasesDir, name);
  fs.cpSync(path.join(repoRoot, 'marketing-remote/dist'), dir, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  const version = manifest.metaData.buildInfo.buildVersion;
  for (const file of ['mf-manifest.json', 'remoteEntry.js', 'server/mf-manifest.json', 'server/remoteEntry.js']) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    fs.writeFileSync(path.join(dir, file), text.replaceAll(version, `${version}-${name}`));
    // The precompressed copies would still carry the build's own version.
    for (const compressed of ['.br', '.gz']) fs.rmSync(path.join(dir, file + compressed), { force: true });
  }
  change(dir);
  return dir;
}

/** The About page of this release's Node build throws as it renders; its browser build is untouched. */
function throwOnServer(dir: string) {
  const chunk = fs.readdirSync(path.join(dir, 'server')).find((file) => file.startsWith('__federation_expose_About.'));
  const file = path.join(dir, 'server', chunk ?? 'missing');
  const source = fs.readFileSync(file, 'utf8');
  if (!source.includes('function AboutPage() {')) throw new Error(`${file} no longer defines AboutPage`);
  fs.writeFileSync(
    file,
    source.replace('function AboutPage() {', 'function AboutPage() { throw new Error("About broke while rendering on the server");'),
  );
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  fs.rmSync(releasesDir, { recursive: true, force: true });
  fs.mkdirSync(releasesDir, { recursive: true });
  fs.writeFileSync(configFile, JSON.stringify(runtimeConfig({ marketing: `http://localhost:${e2ePorts.remoteDown}` })));
  const down = release('down', (dir) => fs.rmSync(path.join(dir, 'server'), { recursive: true }));
  // Only the Node build, which browsers never ask for, is slow.
  const slow = await startRemoteServer(
    e2ePorts.remoteSlow,
    release('slow', () => undefined),
    async (request) => {
      if (request.url.startsWith('/server/')) await new Promise((resolve) => setTimeout(resolve, 2500));
    },
  );
  servers.push(
    await startShellServer(e2ePorts.failureShell, configFile, log),
    await startRemoteServer(e2ePorts.remoteDown, down),
    slow,
    await startRemoteServer(e2ePorts.remoteThrowing, release('throwing', throwOnServer)),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

for (const [failure, port, logged] of [
  ['unreachable', e2ePorts.remoteDown, 'could not be loaded on the server'],
  ['slower than 300 ms', e2ePorts.remoteSlow, 'took longer than 300 ms'],
  ['throwing while rendering', e2ePorts.remoteThrowing, 'threw while rendering /about on the server'],
] as const) {
  test(`a Node build ${failure} costs the page its server HTML only`, async ({ page }) => {
    fs.writeFileSync(configFile, JSON.stringify(runtimeConfig({ marketing: `http://localhost:${port}` })));
    const response = await page.goto(`${site}/about`);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain(heading);
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('All rights reserved.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
    // On a busy machine the first load of a fresh release's Node build can itself take longer
    // than the 300 ms a request waits (logged as slow, page still degraded the same way); the
    // load goes on, and a later request meets the failure this release really has.
    await expect
      .poll(
        async () => {
          const again = await fetch(`${site}/about`);
          expect(again.status).toBe(200);
          expect(await again.text()).not.toContain(heading);
          return log.lines.some((line) => line.includes(logged));
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  });
}
