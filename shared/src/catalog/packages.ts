export const packageIds = ['silver', 'gold', 'platinum'] as const;
export type PackageId = (typeof packageIds)[number];

export interface ServicePackage {
  id: PackageId;
  name: string;
  monthlyPriceUsd: number;
  features: readonly string[];
}

/** The three monthly packages with the spec's prices and feature lists. */
export const servicePackages: readonly ServicePackage[] = [
  {
    id: 'silver',
    name: 'Silver',
    monthlyPriceUsd: 20,
    features: ['Claim submission', 'Eligibility and benefits checks', 'Payment posting'],
  },
  {
    id: 'gold',
    name: 'Gold',
    monthlyPriceUsd: 50,
    features: [
      'Claims submission',
      'Eligibility checks',
      'Denial and rejection management',
      'Claims follow-ups and appeals management',
      'Payment posting',
    ],
  },
  {
    id: 'platinum',
    name: 'Platinum',
    monthlyPriceUsd: 80,
    features: [
      'Claims submission',
      '10 eligibility and benefits checks',
      'Denial and rejection management',
      'Follow-ups and appeals',
      'Authorizations and referrals management',
      'Credentialling',
      'Patient AR management',
      'Payment posting',
    ],
  },
];

export function isPackageId(value: unknown): value is PackageId {
  return typeof value === 'string' && (packageIds as readonly string[]).includes(value);
}

export function findPackage(id: string): ServicePackage | undefined {
  return servicePackages.find((servicePackage) => servicePackage.id === id);
}

/** How a price is written on the site: whole US dollars, "$50". */
export function formatUsd(amount: number): string {
  return `$${amount}`;
}

/** What follows a package's price: "$50" + "/month". */
export const PRICE_PERIOD = '/month';

export function formatMonthlyPrice(servicePackage: Pick<ServicePackage, 'monthlyPriceUsd'>): string {
  return `${formatUsd(servicePackage.monthlyPriceUsd)}${PRICE_PERIOD}`;
}
