import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteContainerNames, type RemoteModule, type RemoteName } from '@rcm/shared';
import type { ComponentType } from 'react';
import { resetRemote } from './remote-registry';

export interface RemotePageModule {
  default: ComponentType;
}

/** Delays between attempts: a remote that blips during a deploy gets two more chances. */
const RETRY_DELAYS_MS = [400, 1200];
/** A remote slower than this is treated as down, so the visitor gets a way forward. */
export const REMOTE_LOAD_TIMEOUT_MS = 12_000;

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly module: string,
    readonly reason: unknown,
  ) {
    super(`Could not load ${module} from the ${remote} remote`);
    this.name = 'RemoteLoadError';
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function loadOnce<R extends RemoteName>(remote: R, module: RemoteModule<R>): Promise<RemotePageModule> {
  const id = `${remoteContainerNames[remote]}/${module.replace(/^\.\//, '')}`;
  const loaded = await withTimeout(loadRemote<RemotePageModule>(id), REMOTE_LOAD_TIMEOUT_MS);
  if (!loaded || typeof loaded.default !== 'function') {
    throw new Error(`${id} does not export a component as its default export`);
  }
  return loaded;
}

const moduleId = (remote: RemoteName, module: string) => `${remote}:${module}`;
/** Pages that finished loading, so rendering them again needs no waiting. */
const loadedModules = new Map<string, RemotePageModule>();
/** Loads under way, so the first page's early start and its route element share one. */
const loadsInFlight = new Map<string, Promise<RemotePageModule>>();

/** The page's module if it has already loaded. */
export function loadedRemoteModule<R extends RemoteName>(remote: R, module: RemoteModule<R>): RemotePageModule | undefined {
  return loadedModules.get(moduleId(remote, module));
}

/** Drops a loaded page (it failed while rendering), so the next render loads it afresh. */
export function forgetRemoteModule<R extends RemoteName>(remote: R, module: RemoteModule<R>): void {
  loadedModules.delete(moduleId(remote, module));
}

/** Loads one exposed page, retrying with backoff and a fresh fetch of the remote each time. */
export function loadRemoteModule<R extends RemoteName>(remote: R, module: RemoteModule<R>): Promise<RemotePageModule> {
  const id = moduleId(remote, module);
  const inFlight = loadsInFlight.get(id);
  if (inFlight) return inFlight;
  const load = loadWithRetries(remote, module)
    .then((page) => {
      loadedModules.set(id, page);
      return page;
    })
    .finally(() => loadsInFlight.delete(id));
  loadsInFlight.set(id, load);
  return load;
}

async function loadWithRetries<R extends RemoteName>(remote: R, module: RemoteModule<R>): Promise<RemotePageModule> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
    if (attempt > 0) {
      await wait(RETRY_DELAYS_MS[attempt - 1] ?? 0);
      resetRemote(remote);
    }
    try {
      return await loadOnce(remote, module);
    } catch (error) {
      lastError = error;
    }
  }
  throw new RemoteLoadError(remote, module, lastError);
}
