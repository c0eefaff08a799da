export type ServiceTabId = 1 | 2 | 3 | 4;

export interface Service {
  /** The home page's tab value (the spec's 1 to 4; 1 is the default). */
  tab: ServiceTabId;
  slug: string;
  name: string;
  /** The heading the home page shows while this tab is active. */
  heading: string;
  summary: string;
  bullets: readonly string[];
}

export const DEFAULT_SERVICE_TAB: ServiceTabId = 1;

export const services: readonly Service[] = [
  {
    tab: 1,
    slug: 'claims-management',
    name: 'Claims Management',
    heading: 'Clean claims, submitted right the first time',
    summary: 'We scrub, code-check and submit every claim within one business day of the visit, then track it until the payer pays.',
    bullets: [
      'Claim scrubbing against payer-specific edits before submission',
      'Electronic submission within 24 hours of receiving charges',
      'Daily tracking of every open claim until it is paid',
      'A first-pass acceptance rate we report to you every month',
    ],
  },
  {
    tab: 2,
    slug: 'insurance-verification',
    name: 'Insurance Verification',
    heading: 'Know the coverage before the patient arrives',
    summary:
      'We confirm eligibility, benefits, co-pays and prior-authorization needs ahead of each appointment, so visits are not billed blind.',
    bullets: [
      'Eligibility and benefits checked 48 hours before scheduled visits',
      'Co-pay, deductible and coinsurance noted on the appointment',
      'Prior-authorization requirements flagged and requested early',
      'Fewer front-desk surprises and fewer eligibility denials',
    ],
  },
  {
    tab: 3,
    slug: 'reports-analytics',
    name: 'Detailed Reports & Analytics',
    heading: 'See where every dollar stands',
    summary: 'Monthly and on-demand reports show collections, days in A/R, denial trends and payer performance in plain numbers.',
    bullets: [
      'Collections, adjustments and days in A/R by provider and payer',
      'Denial reasons ranked by the revenue they put at risk',
      'Month-over-month trends with a short written summary',
      'A review call with your account manager every month',
    ],
  },
  {
    tab: 4,
    slug: 'denial-management',
    name: 'Denial Management',
    heading: 'Turn denials into paid claims',
    summary: 'Every denial is worked: corrected and resubmitted or appealed, and its root cause fixed so it does not come back.',
    bullets: [
      'Every denial reviewed within two business days',
      'Corrected claims and written appeals with supporting records',
      'Root-cause analysis shared with your front desk and coders',
      'Follow-up with payers until the claim is resolved',
    ],
  },
];

export function findServiceByTab(tab: ServiceTabId): Service {
  const service = services.find((candidate) => candidate.tab === tab);
  if (!service) throw new Error(`No service for tab ${tab}`);
  return service;
}
