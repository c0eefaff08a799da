import { brand, type PageMetadata } from '@rcm/shared';

export const metadata: PageMetadata = {
  title: `Log In or Create an Account | ${brand.companyName}`,
  description: `Log in to your ${brand.companyName} account, or create one to subscribe to a billing package.`,
};
