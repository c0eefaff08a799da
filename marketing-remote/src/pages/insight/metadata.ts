import { brand, type PageMetadata, type RouteParams } from '@rcm/shared';
import { findInsight, insightAuthor, insights, isoDate } from '../../content/insights';

/**
 * An article's own title and teaser, its Article JSON-LD (with its author and date) and that
 * date for the sitemap; an address that names no article has no page (404).
 */
export function metadata({ slug }: RouteParams): PageMetadata | undefined {
  const insight = findInsight(slug);
  if (!insight) return undefined;
  const published = isoDate(insight.published);
  return {
    title: `${insight.title} | ${brand.companyName}`,
    description: insight.teaser,
    type: 'article',
    modified: published,
    structuredData: {
      '@type': 'Article',
      headline: insight.title,
      description: insight.teaser,
      datePublished: published,
      author: { '@type': 'Organization', name: insightAuthor },
      publisher: { '@type': 'Organization', name: brand.companyName },
    },
  };
}

/** Every article, for the sitemap. */
export function routeParams(): Array<{ slug: string }> {
  return insights.map((insight) => ({ slug: insight.slug }));
}
