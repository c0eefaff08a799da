import type { RemoteName } from '@rcm/shared';
import { counterIn } from '@rcm/shared/server';
import { Counter, type Registry } from 'prom-client';
import { releaseLabel } from './release-label';

/**
 * The route label of the requests the not-found handler answers: every page but `/` (the site's
 * routes are the remotes', not the server's) and every path that is nothing.
 */
export const PAGE_ROUTE = '(page)';

/** A remote's page as the metrics name it: its remote and its release's manifest URL. */
export interface MeteredPage {
  remote: RemoteName;
  /** The release's manifest URL (labelled by `releaseLabel`). */
  release: string;
}

/** What a remote's files failed at: its manifest, or its Node build (entry or chunks). */
export type FetchedPart = 'manifest' | 'node-build';

export interface PageMetrics {
  /** A page the server set out to render in its HTML, rendered there or left to the browser (`fellBack`). */
  rendered(page: MeteredPage, fellBack: boolean): void;
  /** A page asked for by its cache key: found in the page cache, or not. */
  pageCache(found: boolean): void;
  /** A remote's manifest or Node build could not be had. */
  fetchFailed(part: FetchedPart, page: MeteredPage): void;
}

/**
 * The shell server's counters about pages, by remote and release: server renders and their
 * fallbacks, page cache hits and misses, and the remotes' files it could not fetch. `storeUrl`
 * is the release store's (`RELEASES_URL`), whose folders name the releases.
 */
export function pageMetrics(registry: Registry, storeUrl: string | undefined): PageMetrics {
  const renders = counterIn(
    registry,
    'rcm_page_renders_total',
    "Pages rendered in the server's HTML (outcome server) or left to the browser after the page or layout threw (outcome fallback), by remote and release.",
    ['remote', 'release', 'outcome'],
  );
  // Tallied in two numbers and handed to the counter when it is read: a cached page is a few
  // hundred microseconds, and a labelled counter's increment at each was a third of the metrics'
  // share of the loaded server's CPU profile (docs/performance-history.md).
  const lookups = { hit: 0, miss: 0 };
  new Counter({
    name: 'rcm_page_cache_requests_total',
    help: 'Cacheable pages looked up in the page cache, by result (hit or miss).',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [result, count] of Object.entries(lookups)) this.inc({ result }, count);
    },
  });
  const failures = counterIn(
    registry,
    'rcm_remote_fetch_failures_total',
    "A remote's manifest or Node build that could not be fetched or loaded, by remote and release.",
    ['part', 'remote', 'release'],
  );
  const labels = (page: MeteredPage) => ({ remote: page.remote, release: releaseLabel(page.release, storeUrl) });
  return {
    rendered: (page, fellBack) => renders.inc({ ...labels(page), outcome: fellBack ? 'fallback' : 'server' }),
    pageCache: (found) => {
      if (found) lookups.hit += 1;
      else lookups.miss += 1;
    },
    fetchFailed: (part, page) => failures.inc({ ...labels(page), part }),
  };
}
