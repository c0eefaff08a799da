import { brand, type PageMetadata } from '@rcm/shared';

export const metadata: PageMetadata = {
  title: `Invoice | ${brand.companyName}`,
  description: `An invoice of your ${brand.companyName} subscription, to print or save as PDF.`,
  noindex: true,
};
