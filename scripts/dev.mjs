// @ts-check
/**
 * `npm run dev`: the four front-end apps under webpack-dev-server (shell :3000, marketing
 * :3001, account :3002, staff :3003) and the backend :4000, with the runtime config written for them.
 */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { frontendApps, repoRoot } from './lib/apps.mjs';
import { run } from './lib/run.mjs';
import { sitePorts, siteOrigins, writeRuntimeConfig } from './lib/site-config.mjs';

await run('npx', ['tsc', '-b', 'shared', 'backend'], { cwd: repoRoot });
writeRuntimeConfig();
const ports = sitePorts();

const children = [
  ...frontendApps.map((app) =>
    spawn('npx', ['webpack', 'serve', '--mode', 'development', '--port', String(ports[app.id])], {
      cwd: path.join(repoRoot, app.workspace),
      stdio: 'inherit',
    }),
  ),
  spawn(process.execPath, [path.join(repoRoot, 'backend/dist/server.js')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(ports.backend),
      SITE_ORIGINS: process.env.SITE_ORIGINS || siteOrigins({ withRemotes: true }).join(','),
    },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`Development servers starting: http://localhost:${ports.shell} (Ctrl-C to stop)`);
