import { RELEASE_ID_PATTERN } from '@rcm/shared';

/** The release label of a remote served from its runtime config file's address, not the release store. */
export const FILE_RELEASE = 'file';

/**
 * The `release` label of a remote's manifest URL: the release's id when the URL is a release
 * store folder (`<store>/<remote>/<id>/mf-manifest.json`), else `file`. Never the URL itself: a
 * label takes values from a bounded set (the store's releases, which prune removes).
 */
export function releaseLabel(manifestUrl: string, storeUrl: string | undefined): string {
  if (!storeUrl || !manifestUrl.startsWith(storeUrl)) return FILE_RELEASE;
  const [remote, id, file, ...rest] = manifestUrl.slice(storeUrl.length).split('/');
  const inStore = remote && id !== undefined && RELEASE_ID_PATTERN.test(id) && file === 'mf-manifest.json' && rest.length === 0;
  return inStore ? id : FILE_RELEASE;
}
