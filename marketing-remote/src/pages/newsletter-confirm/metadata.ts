import { brand, type PageMetadata } from '@rcm/shared';

/** A page for one mailed link: not for search engines. */
export const metadata: PageMetadata = {
  title: `Confirm your newsletter subscription | ${brand.companyName}`,
  description: `Confirm that you want the ${brand.companyName} newsletter: billing tips and payer updates for healthcare practices, about once a month.`,
  noindex: true,
};
