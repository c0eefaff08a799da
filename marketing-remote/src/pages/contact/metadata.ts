import { brand, type PageMetadata } from '@rcm/shared';

export const metadata: PageMetadata = {
  title: `Contact Us | ${brand.companyName}`,
  description: `Send ${brand.companyName} a message about billing for your practice. We answer within one business day.`,
};
