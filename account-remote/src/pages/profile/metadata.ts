import { brand, type PageMetadata } from '@rcm/shared';

export const metadata: PageMetadata = {
  title: `Your Profile | ${brand.companyName}`,
  description: `Your ${brand.companyName} account: your package and your RC Score.`,
  noindex: true,
};
