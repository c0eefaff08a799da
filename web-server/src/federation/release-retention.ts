import type { RemoteName } from '@rcm/shared';

/** A release held by the loader, as far as keeping it is concerned. */
export interface HeldRelease {
  remote: RemoteName;
  /** When a request last named it (ms). */
  lastUsed: number;
  /** A page load of it is under way: it stays until that ends. */
  loading: boolean;
}

/**
 * Whether the loader may drop `release`: no request has named it for `idleMs`, and it has been
 * superseded, another release of its remote having been named since (a rollback, a canary
 * aborted or promoted, a preview over). A remote's only release stays however quiet its pages
 * are: dropping it would make the next visitor wait for a cold load (and get the page rendered
 * in the browser).
 */
export function mayDrop(release: HeldRelease, held: readonly HeldRelease[], now: number, idleMs: number): boolean {
  if (release.loading || now - release.lastUsed < idleMs) return false;
  return held.some((other) => other !== release && other.remote === release.remote && other.lastUsed > release.lastUsed);
}
