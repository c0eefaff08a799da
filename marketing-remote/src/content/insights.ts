import { brand } from '@rcm/shared';

/** The three articles the home page's teaser cards open, at /insights/<slug>. */
export interface Insight {
  slug: string;
  title: string;
  teaser: string;
  /** The day it was published, as the page shows it ("October 14, 2026"). */
  published: string;
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>;
}

export const insights: readonly Insight[] = [
  {
    slug: 'revenue-recovery-through-precise-billing',
    title: 'Revenue recovery starts with precise billing',
    teaser: 'Most lost revenue is lost before a claim is ever sent. Here is where precision pays back.',
    published: 'October 14, 2026',
    sections: [
      {
        heading: 'Where the money goes missing',
        paragraphs: [
          'When practices look for lost revenue they usually start with denials. Denials matter, but they are a symptom. The money is lost earlier: a demographic field typed wrong at check-in, an eligibility check that was never run, a modifier left off a procedure code, a charge that never made it from the chart to the claim.',
          'Industry surveys put the share of claims denied on first submission at roughly one in ten, and a large part of those denials are never reworked. Every claim that is not right the first time costs staff time, delays cash and carries a real chance of never being paid at all. Reworking a single denied claim typically takes a biller 15 to 30 minutes; multiplied across a month, that is a part-time position spent fixing avoidable mistakes.',
        ],
      },
      {
        heading: 'Precision before submission',
        paragraphs: [
          "A clean claim is one the payer can adjudicate without asking for anything else. Getting there is a checklist, not a talent: verified coverage, complete demographics, codes supported by documentation, the right place of service and modifiers, and a submission inside the payer's timely-filing window. Medicare allows twelve months from the date of service; many commercial plans allow 90 or 180 days, and some Medicaid plans less.",
          'We run every claim through payer-specific edits before it leaves, including National Correct Coding Initiative (NCCI) pairs and medically unlikely edits for Medicare, and we reconcile charges against the appointment schedule every day so nothing is left unbilled. That is how practices move their clean claim rate from the low eighties into the mid-nineties.',
          'Documentation is part of precision. When a note does not support the level of service billed, the right answer is to fix the note or the code before submission, not to hope the payer does not ask. Short, regular coding feedback to providers prevents the same gap from repeating.',
        ],
      },
      {
        heading: 'Recovering what is already outstanding',
        paragraphs: [
          "Old accounts receivable are not a lost cause. We sort open claims by payer and age, work the ones still inside their appeal windows first, and correct and resubmit what can be corrected. Claims with no response at all are often simply lost in a payer's system; a status check through the payer portal or a 276 inquiry finds most of them. Small balances add up: a dozen $80 claims a week is nearly $50,000 a year.",
          "Recovery also means posting payments precisely. Underpayments hide inside electronic remittances (835 files); comparing every line against the contracted rate is the only way to catch a fee schedule loaded wrong or a multiple-procedure reduction applied twice. When we find a pattern, we take it to the payer's provider representative with the numbers attached.",
          'Patient balances deserve the same care. Statements that are clear, sent promptly and payable online are collected far more often than balances left to age past 90 days.',
        ],
      },
      {
        heading: 'What to measure',
        paragraphs: [
          'Four numbers tell you whether billing is precise: the clean claim rate (aim for 95% or better), the denial rate (under 5%), days in accounts receivable (under 40 for most specialties) and the net collection rate (96% or better). Track them monthly and by payer, because an average across all payers hides the one that is quietly paying late.',
          'If you do not have these numbers today, that is the first thing a billing partner should give you, along with a plain explanation of what is driving each one.',
        ],
      },
    ],
  },
  {
    slug: 'automating-medical-billing',
    title: 'Automating medical billing without losing the human touch',
    teaser: 'Automation takes the repetitive work off your staff. Judgement still needs people.',
    published: 'September 30, 2026',
    sections: [
      {
        heading: 'What automation does well',
        paragraphs: [
          'Much of billing is repetitive: checking eligibility before each visit, scrubbing claims against the same payer rules, posting electronic remittances, sending statements. Software does these faster and more consistently than people, and it does not forget the 400th claim of the day.',
          'The building blocks are standard. HIPAA named the electronic transactions every payer must accept: the 270/271 eligibility inquiry and response, the 837 claim, the 276/277 claim status inquiry and the 835 remittance advice. Because they are standard, they can be automated end to end for most commercial payers, Medicare and Medicaid.',
          'Automated eligibility checks 48 hours before appointments catch inactive coverage while there is still time to call the patient. Automated claim scrubbing stops the errors that cause most avoidable denials. Electronic remittance posting, with payments matched to claims automatically, frees hours every week and makes underpayments visible the day they arrive.',
        ],
      },
      {
        heading: 'What still needs people',
        paragraphs: [
          'Denials with unusual reasons, appeals that need a written argument and supporting records, credentialing problems, and conversations with patients about what they owe all need experienced people. So does deciding which rules to automate in the first place, and noticing when a payer quietly changes a policy and the automation starts producing the wrong answer.',
          "The best results come from automation that routes exceptions to the right person, with the context already attached, instead of burying them in a queue. A denial for a missing prior authorization should land with the person who handles authorizations, with the payer's reason code, the visit and the clinical note one click away.",
          'Patients notice the difference too. An automated reminder that a balance is due is useful; an automated answer to a patient who is confused about their bill is not. Keep a person on the phone line.',
        ],
      },
      {
        heading: 'Starting small',
        paragraphs: [
          'You do not need a new practice-management system to automate. Start with batch eligibility checks and electronic remittance, which most clearinghouses already offer, and measure the time saved. Then move to claim scrubbing with payer-specific rules, and finally to denial routing and automated claim status checks.',
          'Measure before and after: hours spent per week on each task, the clean claim rate, the denial rate and days in A/R. Automation that does not move at least one of these numbers within a quarter is not worth its subscription.',
        ],
      },
      {
        heading: 'Security is part of the design',
        paragraphs: [
          'Any tool that touches claims handles protected health information. It must be covered by a business associate agreement, give each person only the access their job needs, and keep an audit log of who viewed or changed what. Ask vendors where data is stored, how it is encrypted, and how quickly they would tell you about a breach, before you connect them to your practice-management system.',
        ],
      },
    ],
  },
  {
    slug: 'billing-that-enhances-patient-care',
    title: 'How billing enhances patient care',
    teaser: 'Clear bills, fewer surprises and more time for patients: billing is part of the care experience.',
    published: 'September 9, 2026',
    sections: [
      {
        heading: 'The bill is part of the visit',
        paragraphs: [
          'For patients, the visit does not end at the front desk. A confusing statement or an unexpected balance months later colours how they remember the care they received, and whether they come back. Surveys of patients consistently find that a surprise bill is among the things most likely to make them switch providers.',
          'Verifying coverage before the visit lets the front desk tell patients what they are likely to owe, including deductibles and co-insurance, so there are no surprises. For uninsured and self-pay patients, the No Surprises Act requires a good faith estimate of expected charges; a billing team that keeps fee schedules current makes those estimates quick and accurate.',
          'Clear statements with a phone number that a person answers turn billing questions into a short, polite conversation. Offering payment plans for larger balances keeps patients in care instead of in collections.',
        ],
      },
      {
        heading: 'Time back for clinicians',
        paragraphs: [
          'When claims go out clean, nobody has to chase the doctor for a missing note three weeks later. Prior authorizations requested on time mean procedures are not postponed at the last minute. Practices that hand their revenue cycle to specialists report fewer interruptions for clinical staff and more time with patients.',
          'Front-desk staff benefit as well. When eligibility is checked automatically and insurance problems are resolved before the day of the visit, check-in becomes a greeting rather than an interrogation, and the waiting room moves.',
        ],
      },
      {
        heading: 'Fewer denials, fewer delays in care',
        paragraphs: [
          'Denials are not only a financial problem. A denied authorization can delay an imaging study or a referral; a coverage problem discovered after the visit can leave a patient reluctant to return for follow-up. Catching those problems early, and appealing quickly with the right clinical documentation, keeps care moving.',
          'The same applies to referrals and recurring treatment. Tracking how many authorized visits remain for physical therapy or behavioural health, and requesting an extension before the last one, means a patient never arrives for a session the plan will not cover. That kind of bookkeeping is easy to overlook in a busy clinic and simple for a dedicated billing team.',
        ],
      },
      {
        heading: 'Financial stability is continuity of care',
        paragraphs: [
          'Predictable cash flow keeps practices open, staffed and able to invest in equipment and training. For small and rural practices in particular, a healthy revenue cycle is what makes it possible to keep serving the same community year after year, and to keep accepting patients whose plans pay slowly.',
          'Good billing is invisible when it works. Patients get clear bills they understand, clinicians spend their time on care, and the practice has the means to keep doing both.',
        ],
      },
    ],
  },
];

export function findInsight(slug: string | undefined): Insight | undefined {
  return insights.find((insight) => insight.slug === slug);
}

const WORDS_PER_MINUTE = 200;

/** Counted from the text, so the "min read" line stays true when an article is edited. */
export function readingMinutes(insight: Insight): number {
  const words = insight.sections
    .flatMap((section) => [section.heading, ...section.paragraphs])
    .join(' ')
    .split(/\s+/).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Who writes the articles: the company's billing specialists, named as the page and its JSON-LD name them. */
export const insightAuthor = `${brand.companyName} billing team`;

/** A date as the articles show it ("October 14, 2026"), as an ISO date (2026-10-14). */
export function isoDate(shown: string): string {
  return new Date(`${shown} UTC`).toISOString().slice(0, 10);
}
