import {
  canonicalUrl,
  notFoundMetadata,
  pageHeadTags,
  remoteRouteAt,
  resolvePageMetadata,
  routeParamsOf,
  siteMetadata,
  type ContactPost,
  type RemoteRoute,
  type RemotePageModule,
  type RuntimePreview,
  type ServerVisitor,
} from '@rcm/shared';
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../config/runtime-config-file';
import { shellContentSecurityPolicy } from '../http/content-security-policy';
import type { RemotePageLoader } from '../federation/remote-page-loader';
import { exposedModuleFiles, type ReadRelease, type RemoteRelease } from '../federation/remote-manifests';
import { shellDocument, templateStylesheets, type DocumentParts, type ShellTemplate } from './shell-document';
import type { SessionVisitor } from './session-visitor';
import type { ReadStylesheet } from './stylesheets';

/**
 * The HTML around a page's rendered body, and whether every stylesheet is written into it: one
 * that had to be linked instead (its file was slow to come) makes the page unfit to keep.
 */
export type PageDocument = ReturnType<typeof shellDocument> & { stylesInlined: boolean };

/** Everything decided about a page before it is rendered. */
export interface PagePlan {
  pathname: string;
  /**
   * The address the page is rendered from: its path, and for a page rendered per request (not
   * the same for everyone) its query too, which such a page may read (a mailed link's token).
   */
  address: string;
  /**
   * The page depends on more than its path (the visitor's data, a link's secret): sent
   * `private, no-store`, with no ETag, and never kept in the page cache.
   */
  perRequest: boolean;
  status: number;
  contentSecurityPolicy: string;
  /** The HTML around the rendered body; made only when the page is rendered (not for a cached one). */
  document: () => Promise<PageDocument>;
  /** The page to render inside the layout, when the server renders it. */
  page?: {
    remote: RemoteRoute['remote'];
    module: string;
    loaded: RemotePageModule;
    /** The release's manifest URL (in the release store, its folder names the release): for the logs. */
    release: string;
  };
  /**
   * Names this exact HTML (path, shell build, config, the remote's release): the page cache's
   * key and the ETag. Absent when the page could not be had from its remote (the HTML then
   * changes as soon as the remote is back), for pages that do not exist, and for pages rendered
   * per request.
   */
  key?: string;
  /** The answer to the contact form posted without JavaScript: such a page is never kept, by anyone. */
  contactPost?: ContactPost;
  /** The release the visitor previews (the config's `preview`), for the layout's banner. */
  preview?: RuntimePreview;
  /** The signed-in visitor a page of their own account is rendered for (RemoteRoute.readsSession). */
  visitor?: ServerVisitor;
}

export interface PagePlanDependencies {
  site: SiteConfig;
  template: { value: ShellTemplate; version: string };
  readRelease: ReadRelease;
  loader: Pick<RemotePageLoader, 'load'>;
  readStylesheet: ReadStylesheet;
  /**
   * Who the request's session cookie belongs to, asked only for a page that reads the session;
   * without it such a page is left to the browser, as when the backend cannot say.
   */
  readVisitor?: () => Promise<SessionVisitor>;
}

/**
 * What the server sends for `pathname`: the route, its remote's current release (from the
 * runtime config) and, if that release can be had in time, the page's module and metadata.
 */
export async function planPage(
  { site, template, readRelease, loader, readStylesheet, readVisitor }: PagePlanDependencies,
  pathname: string,
  query?: string,
): Promise<PagePlan> {
  const { config } = site;
  const route = remoteRouteAt(pathname);
  // Asked while the page's module is loaded: the two waits overlap.
  const visitorRead: Promise<SessionVisitor> | undefined = route?.readsSession
    ? (readVisitor?.() ?? Promise.resolve({ state: 'unknown' }))
    : undefined;
  const release: RemoteRelease | undefined = route && (await readRelease(config.remotes[route.remote], route.remote));
  const loaded = route && release ? await loader.load(release, route.remote, route.module) : undefined;
  // A release from before page modules exported their metadata still renders, under the site's.
  const metadata = !route
    ? notFoundMetadata
    : loaded?.metadata
      ? resolvePageMetadata(loaded.metadata, routeParamsOf(route.path, pathname))
      : siteMetadata;
  const status = route && metadata ? 200 : 404;
  const visitor = await visitorRead;
  const page =
    route?.render === 'server' && loaded && release && visitor?.state !== 'unknown'
      ? { remote: route.remote, module: route.module, loaded, release: release.manifestUrl }
      : undefined;
  const files = route && release && exposedModuleFiles(release, route.module);
  const preloads: DocumentParts['preloads'] = [];
  if (route) preloads.push({ href: config.remotes[route.remote], as: 'fetch' });
  if (files && !page) preloads.push(...files.css.map((href) => ({ href, as: 'style' as const })));
  if (files) preloads.push(...[files.entry, ...files.js].map((href) => ({ href, as: 'script' as const })));
  const stylesheets = page && files ? files.css : [];
  const document = async (): Promise<PageDocument> => {
    const inlineStyles = new Map<string, string>();
    const wanted = new Set([...templateStylesheets(template.value), ...stylesheets]);
    await Promise.all(
      [...wanted].map(async (href) => {
        const css = await readStylesheet(href);
        if (css !== undefined) inlineStyles.set(href, css);
      }),
    );
    const parts = shellDocument(template.value, {
      config,
      headTags: pageHeadTags(metadata ?? notFoundMetadata, canonicalUrl(config.publicUrl ?? '', pathname)),
      stylesheets,
      inlineStyles,
      preloads,
      pageInHtml: page !== undefined,
    });
    return { ...parts, stylesInlined: inlineStyles.size === wanted.size };
  };
  const perRequest = route !== undefined && !route.sameForEveryone;
  const complete = status === 200 && route !== undefined && loaded !== undefined && !perRequest;
  const key = complete
    ? createHash('sha256')
        .update([pathname, template.version, site.json, release?.id ?? ''].join('\n'))
        .digest('base64url')
        .slice(0, 27)
    : undefined;
  return {
    pathname,
    address: perRequest && query ? `${pathname}?${query}` : pathname,
    perRequest,
    status,
    contentSecurityPolicy: shellContentSecurityPolicy(config),
    document,
    ...(page ? { page } : {}),
    ...(key ? { key } : {}),
    ...(config.preview ? { preview: config.preview } : {}),
    ...(visitor?.state === 'signed-in' ? { visitor: visitor.user } : {}),
  };
}
