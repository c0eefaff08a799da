import { brand, type PageMetadata, type RouteParams } from '@rcm/shared';
import { findInsight, insights } from '../../content/insights';

/** An article's own title and teaser; an address that names no article has no page (404). */
export function metadata({ slug }: RouteParams): PageMetadata | undefined {
  const insight = findInsight(slug);
  return insight && { title: `${insight.title} | ${brand.companyName}`, description: insight.teaser, type: 'article' };
}

/** Every article, for the sitemap. */
export function routeParams(): Array<{ slug: string }> {
  return insights.map((insight) => ({ slug: insight.slug }));
}
