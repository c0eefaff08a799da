import { brand, type PageMetadata } from '@rcm/shared';

export const metadata: PageMetadata = {
  title: `About Us | ${brand.companyName}`,
  description: `${brand.companyName} is a revenue cycle management partner for healthcare providers: our vision, our mission and our goals.`,
};
