// @ts-check
/**
 * The site's web servers as `npm start` runs them, and as the release test and the bench start
 * them: one factory for the shell's server and one for a remote's, so every caller tests the
 * same wiring.
 */
import path from 'node:path';
import { trustProxyFromEnv } from '@rcm/shared';
import { shellContentSecurityPolicyFromFile } from './content-security-policy.mjs';
import remoteManifests from './remote-manifests.cjs';
import shellPage from './shell-page.cjs';
import { createStaticServer } from './static-server.mjs';

const trustProxyFromEnvironment = () => trustProxyFromEnv(process.env.TRUST_PROXY);

/**
 * The shell's pages (rendered with the runtime config inlined and the first page's remote files
 * preloaded), its static files and `/runtime-config.json`, all following `runtimeConfigFile`
 * as it is at each request.
 * @param {{ distDir: string, runtimeConfigFile: string, manifestCacheTtlMs?: number, trustProxy?: import('@rcm/shared').TrustProxy }} options
 */
export function createShellServer({ distDir, runtimeConfigFile, manifestCacheTtlMs, trustProxy = trustProxyFromEnvironment() }) {
  return createStaticServer({
    root: distDir,
    spa: true,
    trustProxy,
    runtimeConfigFile,
    renderPage: shellPage.createShellPageRenderer({
      templateFile: path.join(distDir, 'index.html'),
      runtimeConfigFile,
      readManifest: remoteManifests.createManifestCache(manifestCacheTtlMs === undefined ? {} : { ttlMs: manifestCacheTtlMs }),
    }),
    contentSecurityPolicy: shellContentSecurityPolicyFromFile(runtimeConfigFile),
  });
}

/**
 * One remote's release folder, readable from any origin (the shell's page fetches its manifest).
 * @param {{ distDir: string, trustProxy?: import('@rcm/shared').TrustProxy }} options
 */
export function createRemoteServer({ distDir, trustProxy = trustProxyFromEnvironment() }) {
  return createStaticServer({ root: distDir, cors: true, trustProxy });
}
