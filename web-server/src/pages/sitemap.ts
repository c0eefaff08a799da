import { canonicalUrl, pathWithParams, remoteRoutes, type RemoteName } from '@rcm/shared';
import type { RemotePageLoader } from '../federation/remote-page-loader';
import type { ReadRelease } from '../federation/remote-manifests';
import { escapeText } from './html';

/**
 * `/sitemap.xml`: every public page, from the route table; a parameterised route (an article)
 * contributes one address per page its module lists (`routeParams`), read from the remote's
 * current release. A remote that cannot be had costs the sitemap its pages until it is back
 * (with a log line): crawlers keep what they know, which beats an error.
 */
export async function sitemapXml(
  { publicUrl, remotes }: { publicUrl: string; remotes: Record<RemoteName, string> },
  readRelease: ReadRelease,
  loader: RemotePageLoader,
  log: (message: string) => void,
): Promise<string> {
  const paths: string[] = [];
  for (const route of remoteRoutes.filter((candidate) => candidate.public)) {
    if (!route.path.includes(':')) {
      paths.push(route.path);
      continue;
    }
    const release = await readRelease(remotes[route.remote]);
    const page = release && (await loader.load(release, route.remote, route.module));
    if (!page?.routeParams) {
      log(`the sitemap lacks the pages of ${route.path}: ${route.remote} ${route.module} could not be loaded`);
      continue;
    }
    paths.push(...page.routeParams().map((params) => pathWithParams(route.path, params)));
  }
  const urls = paths.map((path) => `<url><loc>${escapeText(canonicalUrl(publicUrl, path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `/robots.txt`: everything may be crawled, and the sitemap is here. */
export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
