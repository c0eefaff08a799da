/**
 * Where the browser tests find the site. `E2E_PORT_OFFSET` moves every port at once, so the
 * suite can run while a developer's `npm start` (or another run) holds the usual ones.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const e2ePorts = {
  shell: 3000 + offset,
  marketing: 3001 + offset,
  account: 3002 + offset,
  backend: 4000 + offset,
  releaseShell: 3100 + offset,
  releaseA: 3101 + offset,
  releaseB: 3102 + offset,
} as const;

export const origins = {
  shell: `http://localhost:${e2ePorts.shell}`,
  marketing: `http://localhost:${e2ePorts.marketing}`,
  account: `http://localhost:${e2ePorts.account}`,
  backend: `http://localhost:${e2ePorts.backend}`,
} as const;
