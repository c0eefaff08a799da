// @ts-check
/** The bench's `no-rum` candidate: the site's home page without the visitors' measurements. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../lib/apps.mjs';
import { waitForUrl } from '../lib/wait-for-url.mjs';

/**
 * Another instance of the shell's web server beside the bench's site, as `npm start` runs one
 * for SHELL_EXTRA_PORTS (its own process, the web server's production entry, the site's runtime
 * config, live release map and public URL), but with RUM_SAMPLE_RATE=0: its pages never load
 * web-vitals nor send a beacon (shell/src/rum). The site itself runs with RUM_SAMPLE_RATE=1, every
 * page load reporting, so the two home pages' ratios to the floor show what reporting costs.
 * Resolves once its home page is served; `env` holds what the site's web server was given.
 * @param {{ port: number, env: Record<string, string> }} options
 */
export async function startShellWithoutRum({ port, env }) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'web-server/dist/server.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, NODE_ENV: 'production', SHELL_PORT: String(port), HOST: 'localhost', RUM_SAMPLE_RATE: '0' },
  });
  await waitForUrl(`http://localhost:${port}/`);
  return child;
}
