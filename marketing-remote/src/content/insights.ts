/** The three articles the home page's teaser cards open, at /insights/<slug>. */
export interface Insight {
  slug: string;
  title: string;
  teaser: string;
  readingMinutes: number;
  published: string;
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>;
}

export const insights: readonly Insight[] = [
  {
    slug: 'revenue-recovery-through-precise-billing',
    title: 'Revenue recovery starts with precise billing',
    teaser: 'Most lost revenue is lost before a claim is ever sent. Here is where precision pays back.',
    readingMinutes: 4,
    published: 'October 14, 2026',
    sections: [
      {
        heading: 'Where the money goes missing',
        paragraphs: [
          'When practices look for lost revenue they usually start with denials. Denials matter, but they are a symptom. The money is lost earlier: a demographic field typed wrong at check-in, an eligibility check that was never run, a modifier left off a procedure code, a charge that never made it from the chart to the claim.',
          'Industry surveys put the share of claims denied on first submission at roughly one in ten, and a large part of those denials are never reworked. Every claim that is not right the first time costs staff time, delays cash and carries a real chance of never being paid at all.',
        ],
      },
      {
        heading: 'Precision before submission',
        paragraphs: [
          'A clean claim is one the payer can adjudicate without asking for anything else. Getting there is a checklist, not a talent: verified coverage, complete demographics, codes supported by documentation, the right place of service and modifiers, and a submission inside the payer\'s timely-filing window.',
          'We run every claim through payer-specific edits before it leaves, and we reconcile charges against the schedule every day so nothing is left unbilled. That is how practices move their first-pass acceptance rate from the low eighties into the mid-nineties.',
        ],
      },
      {
        heading: 'Recovering what is already outstanding',
        paragraphs: [
          'Old accounts receivable are not a lost cause. We sort open claims by payer and age, work the ones still inside their appeal windows first, and correct and resubmit what can be corrected. Small balances add up: a dozen $80 claims a week is over $45,000 a year.',
          'Recovery also means posting payments precisely. Underpayments hide inside remittances; comparing every payment against the contracted rate is the only way to catch them.',
        ],
      },
      {
        heading: 'What to measure',
        paragraphs: [
          'Three numbers tell you whether billing is precise: first-pass acceptance rate, days in accounts receivable, and the net collection rate. Track them monthly, by payer. If you do not have them today, that is the first thing a billing partner should give you.',
        ],
      },
    ],
  },
  {
    slug: 'automating-medical-billing',
    title: 'Automating medical billing without losing the human touch',
    teaser: 'Automation takes the repetitive work off your staff. Judgement still needs people.',
    readingMinutes: 4,
    published: 'September 30, 2026',
    sections: [
      {
        heading: 'What automation does well',
        paragraphs: [
          'Much of billing is repetitive: checking eligibility before each visit, scrubbing claims against the same payer rules, posting electronic remittances, sending statements. Software does these faster and more consistently than people, and it does not forget the 400th claim of the day.',
          'Automated eligibility checks 48 hours before appointments catch inactive coverage while there is still time to call the patient. Automated claim scrubbing stops the errors that cause most avoidable denials. Electronic remittance posting frees hours every week.',
        ],
      },
      {
        heading: 'What still needs people',
        paragraphs: [
          'Denials with unusual reasons, appeals that need a written argument and supporting records, credentialing problems, and conversations with patients about what they owe all need experienced people. So does deciding which rules to automate in the first place.',
          'The best results come from automation that routes exceptions to the right person, with the context already attached, instead of burying them in a queue.',
        ],
      },
      {
        heading: 'Starting small',
        paragraphs: [
          'You do not need a new practice-management system to automate. Start with eligibility checks and electronic remittance, measure the time saved, then move to claim scrubbing and denial routing.',
          'Security comes first at every step: any tool that touches claims handles protected health information, so it must be covered by a business associate agreement and keep access logs.',
        ],
      },
    ],
  },
  {
    slug: 'billing-that-enhances-patient-care',
    title: 'How better billing improves patient care',
    teaser: 'Clear bills, fewer surprises and more time for patients: billing is part of the care experience.',
    readingMinutes: 3,
    published: 'September 9, 2026',
    sections: [
      {
        heading: 'The bill is part of the visit',
        paragraphs: [
          'For patients, the visit does not end at the front desk. A confusing statement or an unexpected balance months later colours how they remember the care they received, and whether they come back.',
          'Verifying coverage before the visit lets the front desk tell patients what they are likely to owe, so there are no surprises. Clear statements with a phone number that a person answers turn billing questions into a short, polite conversation.',
        ],
      },
      {
        heading: 'Time back for clinicians',
        paragraphs: [
          'When claims go out clean, nobody has to chase the doctor for a missing note three weeks later. Practices that hand their revenue cycle to specialists report fewer interruptions for clinical staff and more time with patients.',
        ],
      },
      {
        heading: 'Financial stability is continuity of care',
        paragraphs: [
          'Predictable cash flow keeps practices open, staffed and able to invest in equipment and training. For small and rural practices in particular, a healthy revenue cycle is what makes it possible to keep serving the same community year after year.',
        ],
      },
    ],
  },
];

export function findInsight(slug: string | undefined): Insight | undefined {
  return insights.find((insight) => insight.slug === slug);
}
