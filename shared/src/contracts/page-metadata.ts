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
  /**
   * The page's schema.org description (JSON-LD) without `@context`, `url` and `image`, which
   * the head adds: the Organization on the home page, an Article on each insight.
   */
  structuredData?: Readonly<Record<string, unknown>>;
  /** When the page's content last changed (ISO date), from the content's own date: the sitemap's `lastmod`. */
  modified?: string;
}

/** The site's link preview picture (1200×630, `shell/og-image/`), at this path of the site. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630, alt: `${brand.companyName}: ${brand.tagline}` } as const;

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
  | { tag: 'link'; attributes: Readonly<Record<string, string>> }
  /** A JSON-LD block (`<script type="application/ld+json">`): data, never run. */
  | { tag: 'json-ld'; json: Readonly<Record<string, unknown>> };

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
 * The `<head>` elements of a page: title, description, canonical URL, the Open Graph and
 * Twitter card tags link previews read (with the site's picture), and its JSON-LD. The server writes them as HTML and the shell renders
 * them with React from this one list, so both say the same.
 */
export function pageHeadTags(metadata: PageMetadata, url: string): HeadTag[] {
  const type = metadata.type ?? 'website';
  const image = new URL(OG_IMAGE.path, url).href;
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
    { tag: 'meta', attributes: { property: 'og:image', content: image } },
    { tag: 'meta', attributes: { property: 'og:image:width', content: String(OG_IMAGE.width) } },
    { tag: 'meta', attributes: { property: 'og:image:height', content: String(OG_IMAGE.height) } },
    { tag: 'meta', attributes: { property: 'og:image:alt', content: OG_IMAGE.alt } },
    { tag: 'meta', attributes: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attributes: { name: 'twitter:title', content: metadata.title } },
    { tag: 'meta', attributes: { name: 'twitter:description', content: metadata.description } },
    { tag: 'meta', attributes: { name: 'twitter:image', content: image } },
    ...(metadata.structuredData
      ? [{ tag: 'json-ld' as const, json: { '@context': 'https://schema.org', ...metadata.structuredData, url, image } }]
      : []),
  ];
}

/** A JSON value that cannot end the `<script>` block it is written into, or open markup. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
