import { brand, type PageMetadata } from '@rcm/shared';
import { insights, isoDate } from '../../content/insights';

/** The articles' index; its content changes when the newest article is published. */
export const metadata: PageMetadata = {
  title: `Insights | ${brand.companyName}`,
  description: 'Articles from our billing team on clean claims, denials and getting paid for the care you give.',
  modified: insights
    .map((insight) => isoDate(insight.published))
    .sort()
    .at(-1),
};
