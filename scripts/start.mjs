// @ts-check
/**
 * `npm start`: builds what is missing, then serves the whole site until Ctrl-C —
 * shell :3000, marketing :3001, account :3002 and the backend :4000 on the embedded database.
 * Every port and URL can be changed with environment variables (see README).
 */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { build } from './build.mjs';
import { repoRoot } from './lib/apps.mjs';
import { runtimeConfigFromEnvironment, sitePorts, siteOrigins, writeRuntimeConfig } from './lib/site-config.mjs';
import { shellContentSecurityPolicyFromFile } from './serve/content-security-policy.mjs';
import remoteManifests from './serve/remote-manifests.cjs';
import shellPage from './serve/shell-page.cjs';
import { createStaticServer } from './serve/static-server.mjs';

const host = process.env.HOST ?? 'localhost';
/** Behind a TLS-terminating proxy: believe its X-Forwarded-Proto (for HSTS), as the backend does. */
const trustProxy = process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true';

async function main() {
  if (process.env.SKIP_BUILD !== '1') await build();
  const ports = sitePorts();
  const runtimeConfigFile = process.env.RUNTIME_CONFIG_FILE ?? writeRuntimeConfig();
  const config = runtimeConfigFromEnvironment();

  const backend = spawn(process.execPath, [path.join(repoRoot, 'backend/dist/server.js')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(ports.backend),
      HOST: process.env.BACKEND_HOST ?? host,
      SITE_ORIGINS: process.env.SITE_ORIGINS ?? siteOrigins().join(','),
    },
  });

  const servers = await Promise.all([
    createStaticServer({
      root: path.join(repoRoot, 'shell/dist'),
      spa: true,
      trustProxy,
      runtimeConfigFile,
      renderPage: shellPage.createShellPageRenderer({
        templateFile: path.join(repoRoot, 'shell/dist/index.html'),
        runtimeConfigFile,
        manifestAt: remoteManifests.createManifestCache(),
      }),
      contentSecurityPolicy: shellContentSecurityPolicyFromFile(runtimeConfigFile),
    }).then((app) => app.listen({ port: ports.shell, host }).then(() => app)),
    createStaticServer({ root: path.join(repoRoot, 'marketing-remote/dist'), cors: true, trustProxy }).then((app) =>
      app.listen({ port: ports.marketing, host }).then(() => app),
    ),
    createStaticServer({ root: path.join(repoRoot, 'account-remote/dist'), cors: true, trustProxy }).then((app) =>
      app.listen({ port: ports.account, host }).then(() => app),
    ),
  ]);

  let stopping = false;
  /** @param {number} code */
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    backend.kill('SIGTERM');
    await Promise.allSettled(servers.map((server) => server.close()));
    process.exit(code);
  };
  backend.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] the backend stopped (${signal ?? `exit ${code}`}); stopping the site`);
    void stop(1);
  });
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  console.log(`
  Clarity RCM is running (Ctrl-C to stop):
    site       http://localhost:${ports.shell}
    marketing  ${new URL(config.remotes.marketing).origin}  (remote)
    account    ${new URL(config.remotes.account).origin}  (remote)
    backend    ${config.backendUrl}  (API, Appwrite-compatible at ${config.appwrite.endpoint})
`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
