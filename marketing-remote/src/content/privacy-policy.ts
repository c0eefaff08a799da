import { brand, retentionPeriods } from '@rcm/shared';
import type { LegalDocument } from './legal-document';

/** Small numbers as the policy writes them. */
const numberWords: Record<number, string> = { 5: 'five', 6: 'six', 7: 'seven', 8: 'eight', 10: 'ten' };

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  summary: `How ${brand.legalName} collects, uses and protects information on this website.`,
  sections: [
    {
      id: 'scope',
      heading: 'Who we are and what this policy covers',
      paragraphs: [
        `${brand.legalName} ("${brand.companyName}", "we", "us") provides medical billing and revenue cycle management services to healthcare practices in the United States. This policy covers this website and the customer account area on it: the pages you read, the contact form, the newsletter sign-up, and the account you can create to subscribe to a package.`,
        'It does not cover the billing services we perform for our clients. That work is governed by each client\'s services agreement and Business Associate Agreement (see "Health information and HIPAA").',
      ],
    },
    {
      id: 'collect',
      heading: 'Information we collect',
      paragraphs: ['We only collect what you give us through the site, and a minimum of technical data needed to run it:'],
      list: [
        'Contact form: first and last name, job title, company, your area of interest, how you heard about us, country, work email address, phone number and your message.',
        'Newsletter: your email address, and when you signed up and confirmed it.',
        'Account: your name, your email address (used as your username) and a password. We store only a salted, slow cryptographic hash of the password, never the password itself.',
        'Two-step verification, if you turn it on: the secret key your authenticator app shares with us and your unused recovery codes, both stored encrypted, and any code we email you, deleted within minutes of its 15 minutes running out. The key goes when you remove the app, the codes when you make new ones, and both when you delete your account.',
        'Account details we create: an RC Score shown on your profile and the package you subscribe to.',
        "Payments: when you subscribe, the card number passes through our server to confirm the subscription; we keep only its last four digits and the payment provider's reference to the card (which the monthly renewal charges; it is not the card number), with the package, its monthly price and the date (and, if you cancel, when), each charge and its invoice, and, if you give them, your practice's name and billing address, which your invoices carry. We never store the full card number, the expiry date, the CVV or the cardholder name.",
        'Technical data: our servers record the IP address, time and address of each request in short-lived logs used for security and troubleshooting. Logs never contain passwords, card numbers or session cookies.',
        // What shell/src/rum sends and the web server's POST /rum keeps (docs/ARCHITECTURE.md, real visitors' measurements).
        'Performance measurements: on some visits (a share we set), your browser tells our server how quickly the page appeared and responded, which part of the site showed it, and whether something failed to load or display. The report names the kind of page (for example "an insight article", never which one), not you: it carries no cookie, identifier, page address or anything you typed, and our server adds it to running totals without keeping a record of the visit. It uses your IP address only to limit how many reports one address can send, for a minute at most. If your browser sends a Global Privacy Control signal, it sends no report.',
      ],
    },
    {
      id: 'hipaa',
      heading: 'Health information and HIPAA',
      paragraphs: [
        'This website is not a channel for protected health information (PHI). Please do not include patient names, dates of birth, diagnoses, insurance member numbers or any other patient details in the contact form, in emails to our general address or in your account.',
        'When a practice becomes a client, we sign a Business Associate Agreement as required by the Health Insurance Portability and Accountability Act (HIPAA) before we receive any PHI, and PHI is exchanged only through the secure systems named in that agreement. The HIPAA Privacy and Security Rules, and our agreement with the practice, govern that information.',
      ],
    },
    {
      id: 'use',
      heading: 'How we use information',
      list: [
        'To answer your enquiry and, if you ask, to prepare a proposal for your practice.',
        'To send the newsletter you subscribed to (about once a month), once you have confirmed your address with the link in the email we send when you sign up; every email has an unsubscribe link that works with one click.',
        'To run your account: let you log in, show your profile and RC Score, and record the package you chose.',
        'To keep the site secure: detect abuse such as repeated failed logins, and limit how often forms can be sent.',
        'To meet legal obligations, such as tax and accounting records for subscriptions.',
      ],
      closing: ['We do not sell or rent personal information, and we do not use it for advertising profiles.'],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      paragraphs: [
        'We use no advertising or third-party tracking cookies and no analytics trackers; the performance measurements above set no cookie and store nothing in your browser.',
        'When you log in, our server sets a cookie, a_session_rcm, which keeps you logged in. It is marked HttpOnly (scripts on the page cannot read it), SameSite=Lax, and Secure over encrypted connections; your login ends after 30 minutes without use, 12 hours after you logged in at the latest, or when you log out.',
        'It also sets a_device_rcm, which tells our server that this browser has logged in to your account before, so that someone trying wrong passwords on your account elsewhere cannot lock you out. It holds no password and does not log you in; it is sent only when you log in and lasts 180 days.',
        "Your browser's local storage keeps a small record named userData with your name, username, package and RC Score, so the site can show your profile without asking the server on every page. It never holds your password or session secret. Logging out removes it; you can also clear it in your browser settings.",
        'Session storage briefly keeps a confirmation message (for example "You Have Been Logged") so it can be shown after the page reloads; it is removed as soon as it is shown.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share information with',
      paragraphs: [
        'We share personal information only with service providers who host our website, servers and email, under contracts that limit their use of it to providing that service, and when the law requires it (for example, a valid subpoena). If we are ever involved in a merger or acquisition, information would transfer under the same protections described here, and we would tell you first.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      list: [
        // The periods are the ones the backend's retention job deletes by (retentionPeriods).
        `Contact enquiries: ${retentionPeriods.enquiryMonths} months after our last exchange, then deleted.`,
        `Newsletter addresses: until you unsubscribe, then deleted; an address never confirmed: ${retentionPeriods.unconfirmedNewsletterDays} days after the sign-up, then deleted.`,
        // What backend/src/auth/account-store.ts closeAccount() does, from "Delete account" in the account settings.
        `Accounts: while your account is open. When you change your email address, the new one takes over only once you open the link we send to it, and we keep the address you left for ${retentionPeriods.replacedEmailDays} days with a link we send it to undo the change, then delete it. When you delete your account (Account settings, "Delete account", with your password), it is closed at once: you are logged out on every device, and your name, email address, preferences, password hash, two-step verification keys and codes, RC Score and login sessions are erased, and your address, if you verified it, is removed from the newsletter. We send one last email to that address to confirm the deletion and keep no copy of it, not even the address. We keep only the subscription records below, under a pseudonym (deleted-<number>@deleted.invalid) instead of your name and email address. You can register again with the same address; that is a new account, unconnected to the old one.`,
        `Subscription records (package, monthly price, date, cancellation date and last four card digits; your profile lists them as your subscription history): ${numberWords[retentionPeriods.subscriptionYears] ?? retentionPeriods.subscriptionYears} years, for tax and accounting, then deleted (the package you have now is kept while your account is open); after you delete your account they no longer carry your name or email address.`,
        `Records of our staff reading, changing or exporting your enquiry or newsletter address: ${retentionPeriods.staffAccessRecordMonths} months, then deleted.`,
        `Copies of the emails we send you (for example the acknowledgement of your enquiry or a receipt): ${retentionPeriods.sentMailDays} days, then deleted.`,
        'Server logs: 30 days.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect information',
      paragraphs: [
        'All traffic to the site is encrypted in production. Passwords are stored only as salted hashes, session secrets only as hashes, and card numbers only as their last four digits. Access to our systems is limited to staff who need it, protected by multi-factor authentication and logged. No system is perfectly secure; if a breach affecting your information occurs, we will notify you and the authorities as the law requires.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your choices and rights',
      paragraphs: ['Whatever state you live in, you can ask us to:'],
      list: [
        'tell you what personal information we hold about you, where it came from and what we use it for, and give you a copy (account holders can download at any time, with "Download my data" in Account settings, their account, any change of email address under way, preferences, two-step verification settings (never the keys or codes), practice name and billing address, subscriptions and their charges and invoices, logged-in devices, and, once their email address is verified, their newsletter status and the contact enquiries sent from that address as sent, with their status (our staff\'s internal notes on them are not included), our records of staff reading or changing them, and our copies of the emails we sent them);',
        'correct your name, email address or password yourself in Account settings, or ask us to;',
        'correct other information that is wrong;',
        'delete your information, unless we must keep it by law (for example, subscription records for tax purposes); account holders can delete their account themselves with "Delete account" in Account settings;',
        'stop sending you the newsletter, at any time, with the link in each issue or by writing to us.',
      ],
      closing: [
        'Residents of California have these rights under the California Consumer Privacy Act, as amended by the California Privacy Rights Act (CCPA/CPRA), and residents of several other states under similar laws. We do not sell personal information or share it for cross-context behavioural advertising, so there is nothing to opt out of; a Global Privacy Control signal from your browser is respected all the same. We will not treat you differently for using any of these rights, and you may make a request through an authorised agent.',
        `Send requests to ${brand.privacyEmail}, call ${brand.phoneDisplay}, or write to the postal address below. We answer within 45 days, as the CCPA allows, and usually much sooner; we may ask you to confirm your identity first, using information we already hold.`,
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'This site is meant for healthcare professionals and businesses. It is not directed to children under 16, and we do not knowingly collect their information.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date at the top of this page; if a change is significant we will also tell account holders by email before it takes effect.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [
        `Questions about privacy: ${brand.privacyEmail}, ${brand.phoneDisplay}, or by post to ${brand.legalName}, ${brand.postalAddress}.`,
      ],
    },
  ],
};
