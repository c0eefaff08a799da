// Why: a remote that blips during a deploy must not cost the visitor the page, nor one that hangs keep them waiting.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteContainerNames, type RemoteModule, type RemoteName, type RemotePageModule } from '@rcm/shared';
import { resetRemote } from './remote-registry';

/** Delays before the second and third attempts. */
const RETRY_DELAYS_MS = [400, 1200];
/** A remote slower than this is treated as down, so the visitor gets a way forward. */
const REMOTE_LOAD_TIMEOUT_MS = 12_000;

class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly module: string,
    readonly reason: unknown,
  ) {
    super(`Could not load ${module} from the ${remote} remote`);
    this.name = 'RemoteLoadError';
  }
}

/** Whether a page failed because its remote's entry or chunks could not be loaded (not because it threw). */
export const isRemoteLoadError = (error: unknown): boolean => error instanceof RemoteLoadError;

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

/** Loads one exposed page, retrying with backoff and a fresh fetch of the remote each time. */
export async function loadWithRetry<R extends RemoteName>(remote: R, module: RemoteModule<R>): Promise<RemotePageModule> {
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
