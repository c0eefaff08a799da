import type { LiveReleaseMap, RemoteName } from '@rcm/shared';
import type { SiteConfig } from '../config/runtime-config-file';
import { FILE_RELEASE, releaseLabel } from '../metrics/release-label';

/** The release label of a beacon whose manifest URL is not one the site serves now (an old tab, a preview, a forgery). */
export const OTHER_RELEASE = 'other';

export interface NamedReleases {
  readFile: () => Promise<SiteConfig | undefined>;
  /** The live release map as last read (undefined without the registry, or before it arrives). */
  map?: () => LiveReleaseMap | undefined;
  /** The release store's base URL (`RELEASES_URL`). */
  storeUrl: string | undefined;
}

/**
 * The `release` label of a beacon about `remote` loaded from `manifestUrl`: its release's id when
 * the live map names it live or canary for that remote, `file` when it is the runtime config
 * file's own address for it, else `other`. So beacons add no series beyond the releases the
 * site serves now (and `other`), whatever URL they carry.
 */
export function beaconRelease({ readFile, map, storeUrl }: NamedReleases) {
  return async (remote: RemoteName, manifestUrl: string): Promise<string> => {
    const label = releaseLabel(manifestUrl, storeUrl);
    if (label === FILE_RELEASE) return (await readFile())?.config.remotes[remote] === manifestUrl ? FILE_RELEASE : OTHER_RELEASE;
    const channel = map?.()?.remotes[remote];
    return channel && (label === channel.live || label === channel.canary?.id) ? label : OTHER_RELEASE;
  };
}
