import { releaseFolderOf, type LiveReleaseMap, type RemoteName } from '@rcm/shared';
import { PREVIEW_EXIT_PATH } from '@rcm/shared/server';
import type { FastifyRequest } from 'fastify';
import type { SiteConfig } from '../config/runtime-config-file';
import { BUCKETS, chooseReleases, visitorOf, type Visitor } from './visitor';

/**
 * The site config one request is served with: what its page inlines, its CSP, the remote
 * releases it renders, `/runtime-config.json`, the sitemap. Takes the request because what a
 * visitor gets depends on them (a canary's share of visitors and previews, by cookies).
 */
export type ReadSite = (request: FastifyRequest) => Promise<SiteConfig | undefined>;

export interface SiteReader {
  readSite: ReadSite;
  /** The visitor `readSite` served `request` for (its cookies to set); undefined without releases or before it was read. */
  visitorOf: (request: FastifyRequest) => Visitor | undefined;
  /**
   * The sites the map serves now: a visitor's in every running canary and one's in none (the
   * same one without a canary). Warmed when the map changes, so a canary's first visitors get
   * its pages rendered on the server like everyone else's.
   */
  sitesServed: () => Promise<SiteConfig[]>;
}

export interface LiveReleases {
  /** The live map as last read; undefined until one has arrived. */
  map: () => LiveReleaseMap | undefined;
  /** The release store's base URL (`RELEASES_URL`), ending in `/`. */
  storeUrl: string;
  /** The key preview links are checked with (`previewSigningKey(DEPLOY_TOKEN)`). */
  previewKey: Buffer;
}

/** More distinct choices than this between two map changes (previews of many releases) start the set again. */
const MAX_KEPT_CHOICES = 32;

/**
 * The runtime config file's site with each remote moved to the release the request's visitor
 * is served (`<storeUrl><remote>/<id>/mf-manifest.json`, see `chooseReleases`); a remote never
 * promoted (`live: null`) keeps the file's entry, and a preview adds `preview` for the banner.
 * The file still places the API and is still read at every request. One composed value per
 * distinct choice, kept until the file or the map changes: pages key their cache and ETag on
 * its JSON, so it must be the same string for every visitor served the same releases.
 */
export function siteReader(readFile: () => Promise<SiteConfig | undefined>, live?: LiveReleases): SiteReader {
  const visitors = new WeakMap<FastifyRequest, Visitor>();
  let kept: { file: SiteConfig; map: LiveReleaseMap | undefined; sites: Map<string, SiteConfig> } | undefined;
  /** The site `visitor` is served from `file` while `map` is live. */
  const siteFor = (
    file: SiteConfig,
    releases: LiveReleases,
    map: LiveReleaseMap | undefined,
    visitor: Pick<Visitor, 'bucket' | 'preview'>,
  ) => {
    if (kept?.file !== file || kept.map !== map) kept = { file, map, sites: new Map() };
    const choice = chooseReleases(map, visitor);
    const preview = visitor.preview && { remote: visitor.preview.remote, release: visitor.preview.release, exitPath: PREVIEW_EXIT_PATH };
    if (!preview && Object.values(choice).every((id) => id === null)) return file;
    const key = `${Object.values(choice).join(' ')} ${preview?.remote ?? ''}`;
    let site = kept.sites.get(key);
    if (!site) {
      if (kept.sites.size >= MAX_KEPT_CHOICES) kept.sites.clear();
      const remotes = { ...file.config.remotes };
      for (const [remote, id] of Object.entries(choice) as Array<[RemoteName, string | null]>) {
        if (id !== null) remotes[remote] = `${releases.storeUrl}${releaseFolderOf(remote, id)}mf-manifest.json`;
      }
      const config = { ...file.config, remotes, ...(preview ? { preview } : {}) };
      site = { config, json: JSON.stringify(config) };
      kept.sites.set(key, site);
    }
    return site;
  };
  const readSite: ReadSite = async (request) => {
    const file = await readFile();
    if (!file || !live) return file;
    const map = live.map();
    const visitor = visitors.get(request) ?? visitorOf(request.cookies ?? {}, map, live.previewKey);
    visitors.set(request, visitor);
    return siteFor(file, live, map, visitor);
  };
  const sitesServed = async () => {
    const file = await readFile();
    if (!file) return [];
    if (!live) return [file];
    const map = live.map();
    const sites = [0, BUCKETS - 1].map((bucket) => siteFor(file, live, map, { bucket, preview: undefined }));
    return [...new Map(sites.map((site) => [site.json, site])).values()];
  };
  return { readSite, visitorOf: (request) => visitors.get(request), sitesServed };
}
