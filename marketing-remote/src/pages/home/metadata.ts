import { brand, siteMetadata, type PageMetadata } from '@rcm/shared';

/** The home page's head: the site's description, and the company as schema.org's Organization. */
export const metadata: PageMetadata = {
  title: `${brand.companyName} — ${brand.tagline}`,
  description: siteMetadata.description,
  structuredData: {
    '@type': 'Organization',
    name: brand.companyName,
    legalName: brand.legalName,
    slogan: brand.tagline,
    email: brand.contactEmail,
    telephone: brand.phoneHref.replace('tel:', ''),
    address: brand.postalAddress,
  },
};
