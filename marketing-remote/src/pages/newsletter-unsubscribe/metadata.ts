import { brand, type PageMetadata } from '@rcm/shared';

/** A page for one mailed link: not for search engines. */
export const metadata: PageMetadata = {
  title: `Unsubscribe from the newsletter | ${brand.companyName}`,
  description: `Stop receiving the ${brand.companyName} newsletter with one click: the link in every newsletter email unsubscribes your address.`,
  noindex: true,
};
