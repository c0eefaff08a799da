/** The company's identity, kept in one place so every part of the site says the same. */
export const brand = {
  companyName: 'Clarity RCM',
  legalName: 'Clarity RCM, LLC',
  tagline: 'Smarter Billing, Better Care',
  copyrightYear: 2024,
  contactEmail: 'hello@clarityrcm.com',
  privacyEmail: 'privacy@clarityrcm.com',
  phoneDisplay: '+1 (800) 555-0142',
  phoneHref: 'tel:+18005550142',
  postalAddress: '1200 Market Street, Suite 400, Philadelphia, PA 19107, USA',
  /** The spec's social icons "point nowhere": real profiles are not set up yet, so the
   *  links go to the networks' home pages rather than to invented accounts. */
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/' },
    { network: 'Instagram', url: 'https://www.instagram.com/' },
    { network: 'Twitter', url: 'https://twitter.com/' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/' },
  ],
} as const;

export type SocialNetwork = (typeof brand.social)[number]['network'];

export function copyrightLine(): string {
  return `© ${brand.copyrightYear} ${brand.companyName}. All rights reserved.`;
}
