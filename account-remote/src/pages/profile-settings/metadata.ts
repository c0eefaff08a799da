import { brand, type PageMetadata } from '@rcm/shared';

export const metadata: PageMetadata = {
  title: `Account Settings | ${brand.companyName}`,
  description: `Change the name, email address and password of your ${brand.companyName} account, see your devices, download your data or delete the account.`,
  noindex: true,
};
