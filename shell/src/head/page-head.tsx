import { canonicalUrl, getRuntimeConfig, jsonForHtml, pageHeadTags, SERVER_HEAD_ATTRIBUTE, type PageMetadata } from '@rcm/shared';
import { useLocation } from '@rcm/shared/routing';
import { useLayoutEffect } from 'react';
import { useHydrated } from '@rcm/shared/hooks';

/**
 * The page's `<head>` elements, which React places in the document's head and replaces on each
 * client-side navigation. The server writes the same elements (from the same `pageHeadTags`)
 * into its HTML; once the page is hydrated, these take over and the server's go.
 */
export function PageHead({ metadata }: { metadata: PageMetadata }) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (hydrated) for (const element of document.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`)) element.remove();
  }, [hydrated]);
  if (!hydrated) return null;
  const url = canonicalUrl(getRuntimeConfig().publicUrl ?? window.location.origin, pathname);
  return pageHeadTags(metadata, url).map((tag) => {
    if (tag.tag === 'title') return <title key="title">{tag.text}</title>;
    // Data for search engines, never run (the CSP allows no inline script, and needs not).
    if (tag.tag === 'json-ld')
      return <script key="json-ld" type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForHtml(tag.json) }} />;
    const key = tag.attributes.name ?? tag.attributes.property ?? tag.attributes.rel;
    return tag.tag === 'meta' ? <meta key={key} {...tag.attributes} /> : <link key={key} {...tag.attributes} />;
  });
}
