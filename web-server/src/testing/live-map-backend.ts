import type { LiveReleaseMap } from '@rcm/shared';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A map naming these live releases (the others never promoted), at this version. */
export function liveMap(version: number, live: Partial<Record<keyof LiveReleaseMap['remotes'], string>>): LiveReleaseMap {
  const channel = (id: string | undefined) => ({ live: id ?? null, canary: null });
  return { version, remotes: { marketing: channel(live.marketing), account: channel(live.account), staff: channel(live.staff) } };
}

/**
 * The backend's `GET /releases/live` as the contract says it answers (shared/src/contracts/
 * releases.ts): 401 without the deploy token, the map with `ETag: "<version>"`, 304 when asked
 * with that ETag. It can go down (its port refusing connections) and come back on the same port.
 */
export async function startLiveMapBackend(token: string, map: LiveReleaseMap) {
  const answers: number[] = [];
  const state = { map };
  const server = http.createServer((request, response) => {
    const etag = `"${state.map.version}"`;
    const status =
      request.url !== '/releases/live'
        ? 404
        : request.headers.authorization !== `Bearer ${token}`
          ? 401
          : request.headers['if-none-match'] === etag
            ? 304
            : 200;
    answers.push(status);
    if (status !== 200) return void response.writeHead(status, status === 304 ? { etag } : {}).end();
    response.writeHead(200, { 'content-type': 'application/json', etag, 'cache-control': 'no-cache' }).end(JSON.stringify(state.map));
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The status of every answer, in order. */
    answers,
    publish(next: LiveReleaseMap) {
      state.map = next;
    },
    down: close,
    up: () => listen(port),
    stop: close,
  };
}

/** Resolves once `condition` holds, checking every 20 ms; fails after `timeoutMs`. */
export async function eventually(condition: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}
