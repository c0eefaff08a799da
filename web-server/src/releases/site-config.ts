import { releaseFolderOf, type LiveReleaseMap, type RemoteName } from '@rcm/shared';
import type { FastifyRequest } from 'fastify';
import type { SiteConfig } from '../config/runtime-config-file';

/**
 * The site config one request is served with: what its page inlines, its CSP, the remote
 * releases it renders, `/runtime-config.json`, the sitemap. Takes the request because what a
 * visitor gets will depend on them (a canary's share of visitors, by a cookie).
 */
export type ReadSite = (request: FastifyRequest) => Promise<SiteConfig | undefined>;

export interface LiveReleases {
  /** The live map as last read; undefined until one has arrived. */
  map: () => LiveReleaseMap | undefined;
  /** The release store's base URL (`RELEASES_URL`), ending in `/`. */
  storeUrl: string;
}

/**
 * The runtime config file's site with each remote the live map names moved to its live
 * release in the store (`<storeUrl><remote>/<id>/mf-manifest.json`); a remote never promoted
 * (`live: null`), or every remote before the first map, keeps the file's entry. The file still
 * places the API and is still read at every request. Composed again only when the file or the
 * map changed, so the JSON that pages inline and key their cache on is one string per state.
 */
export function siteReader(readFile: () => Promise<SiteConfig | undefined>, live?: LiveReleases): ReadSite {
  let last: { file: SiteConfig; map: LiveReleaseMap; site: SiteConfig } | undefined;
  return async () => {
    const file = await readFile();
    const map = live?.map();
    if (!file || !live || !map) return file;
    if (last?.file === file && last.map === map) return last.site;
    const remotes = { ...file.config.remotes };
    for (const [remote, channel] of Object.entries(map.remotes) as Array<[RemoteName, LiveReleaseMap['remotes'][RemoteName]]>) {
      if (channel.live !== null) remotes[remote] = `${live.storeUrl}${releaseFolderOf(remote, channel.live)}mf-manifest.json`;
    }
    const config = { ...file.config, remotes };
    last = { file, map, site: { config, json: JSON.stringify(config) } };
    return last.site;
  };
}
