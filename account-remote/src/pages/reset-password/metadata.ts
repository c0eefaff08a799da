import { brand, type PageMetadata } from '@rcm/shared';

export const metadata: PageMetadata = {
  title: `Choose a New Password | ${brand.companyName}`,
  description: `Choose a new password for your ${brand.companyName} account.`,
  noindex: true,
};
