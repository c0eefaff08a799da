import { canonicalUrl, pathWithParams, remoteRoutes, resolvePageMetadata, type RemoteName, type RouteParams } from '@rcm/shared';
import type { RemotePageLoader } from '../federation/remote-page-loader';
import type { ReadRelease } from '../federation/remote-manifests';
import { escapeText } from './html';

/**
 * `/sitemap.xml`: every public page, from the route table; a parameterised route (an article)
 * contributes one address per page its module lists (`routeParams`), read from the remote's
 * current release. A remote that cannot be had costs the sitemap its pages until it is back
 * (with a log line): crawlers keep what they know, which beats an error. A page whose metadata
 * dates its content (`modified`: an article's publication day) gets that as `lastmod`; the
 * others get none rather than the build's time, which would say every page changes at each release.
 */
export async function sitemapXml(
  { publicUrl, remotes }: { publicUrl: string; remotes: Record<RemoteName, string> },
  readRelease: ReadRelease,
  loader: Pick<RemotePageLoader, 'load'>,
  log: (message: string) => void,
): Promise<string> {
  const entries: Array<{ path: string; modified?: string | undefined }> = [];
  for (const route of remoteRoutes.filter((candidate) => candidate.public)) {
    const release = await readRelease(remotes[route.remote], route.remote);
    const page = release && (await loader.load(release, route.remote, route.module));
    const modified = (params: RouteParams) => (page?.metadata ? resolvePageMetadata(page.metadata, params)?.modified : undefined);
    if (!route.path.includes(':')) {
      entries.push({ path: route.path, modified: modified({}) });
      continue;
    }
    if (!page?.routeParams) {
      log(`the sitemap lacks the pages of ${route.path}: ${route.remote} ${route.module} could not be loaded`);
      continue;
    }
    entries.push(...page.routeParams().map((params) => ({ path: pathWithParams(route.path, params), modified: modified(params) })));
  }
  const urls = entries.map(
    ({ path, modified }) =>
      `<url><loc>${escapeText(canonicalUrl(publicUrl, path))}</loc>${modified ? `<lastmod>${escapeText(modified)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `/robots.txt`: everything may be crawled, and the sitemap is here. */
export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
