import { formatUsd as usd, servicePackages } from '@rcm/shared';

/** Prices quoted in running text come from the catalogue, so copy never disagrees with the package cards. */
export const startingMonthlyPrice = usd(Math.min(...servicePackages.map((servicePackage) => servicePackage.monthlyPriceUsd)));

/** "Silver, Gold or Platinum" */
export const packageNamesAlternatives = new Intl.ListFormat('en-US', { type: 'disjunction' }).format(
  servicePackages.map((servicePackage) => servicePackage.name),
);

/** "Silver costs $20 per month, Gold costs $50 per month, and Platinum costs $80 per month" */
export const packagePricesSentence = new Intl.ListFormat('en-US', { type: 'conjunction' }).format(
  servicePackages.map((servicePackage) => `${servicePackage.name} costs ${usd(servicePackage.monthlyPriceUsd)} per month`),
);
