import { brand, type PageMetadata } from '@rcm/shared';

export const metadata: PageMetadata = {
  title: `Verify Your Email Address | ${brand.companyName}`,
  description: `Confirm the email address of your ${brand.companyName} account.`,
  noindex: true,
};
