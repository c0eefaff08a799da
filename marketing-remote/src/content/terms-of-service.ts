import { brand, subscriptionTerms } from '@rcm/shared';
import type { LegalDocument } from './legal-document';
import { packageNamesAlternatives, packagePricesSentence } from './package-prices';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
/** "after 1 day, then 3 days after that": the renewal's retry schedule, as the backend runs it. */
const retrySchedule = subscriptionTerms.renewalRetryDelaysDays
  .map((delay, index) => (index === 0 ? `after ${days(delay)}` : `then ${days(delay)} after that`))
  .join(', ');

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  summary: `The terms for using the ${brand.companyName} website and customer account area.`,
  sections: [
    {
      id: 'agreement',
      heading: 'Agreement to these terms',
      paragraphs: [
        `These terms are an agreement between you and ${brand.legalName} for the use of this website and its customer account area. By using the site or creating an account you accept them. If you use the site for a practice or company, you confirm that you may accept these terms on its behalf.`,
        'Billing services themselves are provided under a separate services agreement and Business Associate Agreement signed with each client practice; if those documents conflict with these terms, they prevail.',
      ],
    },
    {
      id: 'services',
      heading: 'What the site offers',
      paragraphs: [
        `The site describes our services, lets you send us an enquiry, subscribe to our newsletter, create an account and subscribe to one of our monthly packages (${packageNamesAlternatives}). Articles and other content are general information about medical billing, not legal, tax or compliance advice for your practice.`,
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      list: [
        'Your username is your email address; keep it current so we can reach you (you can change it, your name and your password in Account settings).',
        'Choose a strong password (at least 8 characters) that you do not use elsewhere, and keep it confidential.',
        'You are responsible for activity under your account. Tell us at once if you think someone else has used it.',
        'We may suspend an account that is used to break these terms or to attack the site.',
      ],
    },
    {
      id: 'packages',
      heading: 'Packages, prices and payment',
      list: [
        `${packagePricesSentence}, in US dollars, plus any applicable taxes.`,
        'A package starts when your payment is confirmed; each payment pays for one month from that day. Until you cancel it, your package renews at the end of each paid month: the card you last paid with is charged its monthly price for another month, and we email you a receipt.',
        `If a renewal payment is declined, your package stays while we try again (${retrySchedule}); if it is still declined, the package ends and we email you how to subscribe again.`,
        'Choosing the package you already have charges nothing.',
        'You can change to another package at any time from your profile: a new paid month starts that day, and the unused whole days of your current package are credited against the new price. If the credit is larger than the new price, nothing is charged and the rest adds the whole days it buys to the new package. You see these figures before you pay.',
        'You can cancel at any time from your profile: your package stays until the end of the time already paid, then your profile shows no package. Until then you can resume it at no charge. The current and past months are not refunded except where the law requires. You can subscribe again at any time.',
        'We email you a receipt for each payment and a confirmation of each cancellation. Your profile lists your changes: the date, the package, its monthly price, any credit, the amount charged, until when it is paid and the last four digits of the card used.',
        "We will give at least 30 days' notice by email before any price change.",
        "We keep only the last four digits of the card you use and the payment provider's reference to it, which renewals charge; see the Privacy Policy.",
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      list: [
        "Do not send protected health information through the website's forms or account area.",
        "Do not try to access other people's accounts or data, probe or overload our systems, or get around rate limits.",
        'Do not send unlawful, misleading or abusive content, or use the contact form for advertising.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Content and intellectual property',
      paragraphs: [
        `The site's text, illustrations, logo and design belong to ${brand.legalName}. You may read, print and share pages for your own non-commercial use with attribution; any other use needs our written permission.`,
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      paragraphs: [
        'We work to keep the site accurate and available, but it is provided "as is" and may sometimes be unavailable for maintenance. Payer rules change often; always confirm coding and billing decisions against current payer and CMS guidance or with your billing partner.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent the law allows, we are not liable for indirect or consequential losses arising from use of the website, and our total liability relating to the website is limited to the amount you paid us for packages in the three months before the claim. Nothing here limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and termination',
      paragraphs: [
        'We may update these terms; the date at the top shows the current version, and account holders are told by email of significant changes 30 days in advance. You may delete your account at any time yourself, under "Delete account" in Account settings (or by writing to us); the Privacy Policy says what is erased and what is kept for accounting. We may close accounts that break these terms.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the Commonwealth of Pennsylvania, and disputes go to the state or federal courts located in Philadelphia, Pennsylvania.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [
        `Questions about these terms: ${brand.contactEmail}, ${brand.phoneDisplay}, or by post to ${brand.legalName}, ${brand.postalAddress}.`,
      ],
    },
  ],
};
