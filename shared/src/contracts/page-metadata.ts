import { brand } from '../brand';
import { UNEXPECTED_ERROR_HEADING } from '../texts/error-screen';

/**
 * What a page says about itself to search engines and link previews. Each exposed page module
 * exports it as `metadata`; the shell's server puts it in the HTML's `<head>`, and the shell
 * keeps `<head>` in step on client-side navigation.
 */
export interface PageMetadata {
  title: string;
  description: string;
  /** Open Graph type: an article for the insights, a website otherwise. */
  type?: 'website' | 'article';
  /** Kept out of search results (and the sitemap), e.g. the profile or a missing article. */
  noindex?: boolean;
}

/** A route's parameters, as React Router gives them. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * A page module's `metadata` export: fixed, or decided by the route's parameters, where
 * `undefined` means the parameters name no page (the server answers 404).
 */
export type PageMetadataExport = PageMetadata | ((params: RouteParams) => PageMetadata | undefined);

export function resolvePageMetadata(metadata: PageMetadataExport, params: RouteParams): PageMetadata | undefined {
  return typeof metadata === 'function' ? metadata(params) : metadata;
}

/** The head of a page that does not exist: the spec's error heading, never indexed. */
export const notFoundMetadata: PageMetadata = {
  title: `${UNEXPECTED_ERROR_HEADING} | ${brand.companyName}`,
  description: 'The page you were looking for does not exist or has moved.',
  noindex: true,
};

/** The site's own description, for a page whose module could not tell its own. */
export const siteMetadata: PageMetadata = {
  title: `${brand.companyName} — Medical Billing & Revenue Cycle Management`,
  description:
    'Medical billing and revenue cycle management for clinics, facilities and independent practitioners: claims, insurance verification, reporting and denial management.',
};

/**
 * Marks the `<head>` elements the server wrote: the shell replaces them with its own once the
 * page is hydrated (see the shell's PageHead).
 */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

/** One element of a page's `<head>`. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attributes: Readonly<Record<string, string>> }
  | { tag: 'link'; attributes: Readonly<Record<string, string>> };

/**
 * The one spelling of a page's path: its segments joined by single slashes, no trailing slash
 * (`//about/` and `/about//` are `/about`). The web server redirects every other spelling here,
 * so one page has one cache entry, one ETag and one canonical URL.
 */
export function canonicalPath(pathname: string): string {
  return `/${pathname.split('/').filter(Boolean).join('/')}`;
}

/**
 * The public address of a path: the site's base URL and the path's canonical spelling.
 * @param publicUrl the site's public base URL (`PUBLIC_URL`), without a trailing slash
 */
export function canonicalUrl(publicUrl: string, pathname: string): string {
  return `${publicUrl}${canonicalPath(pathname)}`;
}

/**
 * The `<head>` elements of a page: title, description, canonical URL, and the Open Graph and
 * Twitter card tags link previews read. The server writes them as HTML and the shell renders
 * them with React from this one list, so both say the same.
 */
export function pageHeadTags(metadata: PageMetadata, url: string): HeadTag[] {
  const type = metadata.type ?? 'website';
  return [
    { tag: 'title', text: metadata.title },
    { tag: 'meta', attributes: { name: 'description', content: metadata.description } },
    ...(metadata.noindex
      ? [{ tag: 'meta' as const, attributes: { name: 'robots', content: 'noindex' } }]
      : [{ tag: 'link' as const, attributes: { rel: 'canonical', href: url } }]),
    { tag: 'meta', attributes: { property: 'og:type', content: type } },
    { tag: 'meta', attributes: { property: 'og:site_name', content: brand.companyName } },
    { tag: 'meta', attributes: { property: 'og:title', content: metadata.title } },
    { tag: 'meta', attributes: { property: 'og:description', content: metadata.description } },
    { tag: 'meta', attributes: { property: 'og:url', content: url } },
    { tag: 'meta', attributes: { name: 'twitter:card', content: 'summary' } },
    { tag: 'meta', attributes: { name: 'twitter:title', content: metadata.title } },
    { tag: 'meta', attributes: { name: 'twitter:description', content: metadata.description } },
  ];
}
