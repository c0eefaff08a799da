import { brand, type PageMetadata } from '@rcm/shared';

export const metadata: PageMetadata = {
  title: `Reset Your Password | ${brand.companyName}`,
  description: `Forgot the password of your ${brand.companyName} account? Ask for a link to choose a new one.`,
  noindex: true,
};
