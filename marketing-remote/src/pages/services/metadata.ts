import { brand, type PageMetadata } from '@rcm/shared';
import { packageNamesAlternatives, startingMonthlyPrice } from '../../content/package-prices';

export const metadata: PageMetadata = {
  title: `Services and Packages | ${brand.companyName}`,
  description: `Claims management, insurance verification, reports and analytics, and denial management, in monthly packages from ${startingMonthlyPrice}: ${packageNamesAlternatives}.`,
};
