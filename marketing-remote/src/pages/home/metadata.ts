import { brand, siteMetadata, type PageMetadata } from '@rcm/shared';

export const metadata: PageMetadata = {
  title: `${brand.companyName} — ${brand.tagline}`,
  description: siteMetadata.description,
};
