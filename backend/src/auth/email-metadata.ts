import { readFileSync } from 'node:fs';
import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';

/**
 * What Appwrite reports about an account's email (`emailCanonical` and the `emailIs*` flags of
 * its `Account` model), worked out from the address alone, as Appwrite does at registration.
 * Appwrite's rules: lowercase; for the big providers that ignore them, drop sub-addresses
 * (Gmail also dots) and use the provider's main domain; "free" and "disposable" from public
 * domain lists (a domain on both counts as disposable only); "corporate" is neither.
 */
export interface EmailMetadata {
  emailCanonical: string;
  emailIsCanonical: boolean;
  emailIsFree: boolean;
  emailIsDisposable: boolean;
  emailIsCorporate: boolean;
}

type LocalRule = (local: string) => string;

const dropAfter =
  (separator: string): LocalRule =>
  (local) => {
    const at = local.indexOf(separator);
    return at === -1 ? local : local.slice(0, at);
  };
const dropAfterLast =
  (separator: string): LocalRule =>
  (local) => {
    const at = local.lastIndexOf(separator);
    return at === -1 ? local : local.slice(0, at);
  };
const keep: LocalRule = (local) => local;

interface Provider {
  domains: string[];
  canonicalDomain: string;
  local: LocalRule;
}

const countryVariants = (name: string, suffixes: string[]) => suffixes.map((suffix) => `${name}.${suffix}`);
const microsoftSuffixes = [
  'com',
  'at',
  'be',
  'cl',
  'co.il',
  'co.nz',
  'co.th',
  'co.uk',
  'com.ar',
  'com.au',
  'com.br',
  'com.gr',
  'com.pe',
  'com.tr',
  'com.vn',
  'cz',
  'de',
  'dk',
  'es',
  'fr',
  'hu',
  'id',
  'ie',
  'in',
  'it',
  'jp',
  'kr',
  'lv',
  'my',
  'ph',
  'pt',
  'sa',
  'sg',
  'sk',
];

/** The providers whose aliases Appwrite folds together (utopia-php/emails, as Appwrite 1.9 uses it). */
const providers: Provider[] = [
  { domains: ['gmail.com', 'googlemail.com'], canonicalDomain: 'gmail.com', local: (local) => dropAfter('+')(local).replaceAll('.', '') },
  {
    domains: [
      ...countryVariants('outlook', microsoftSuffixes),
      ...countryVariants('hotmail', [...microsoftSuffixes, 'ca', 'com.mx']),
      ...countryVariants('live', ['com', 'be', 'co.uk', 'com.ar', 'com.mx', 'de', 'es', 'eu', 'fr', 'it', 'nl']),
      'msn.com',
      'passport.com',
    ],
    canonicalDomain: 'outlook.com',
    local: dropAfter('+'),
  },
  {
    domains: ['yahoo.com', 'yahoo.co.uk', 'yahoo.ca', 'yahoo.de', 'yahoo.fr', 'yahoo.in', 'yahoo.it', 'ymail.com', 'rocketmail.com'],
    canonicalDomain: 'yahoo.com',
    local: dropAfterLast('-'),
  },
  { domains: ['icloud.com', 'me.com', 'mac.com'], canonicalDomain: 'icloud.com', local: dropAfter('+') },
  { domains: ['protonmail.com', 'proton.me', 'pm.me'], canonicalDomain: 'protonmail.com', local: keep },
  { domains: ['fastmail.com', 'fastmail.fm'], canonicalDomain: 'fastmail.com', local: keep },
  { domains: ['walla.co.il', 'walla.com'], canonicalDomain: 'walla.co.il', local: keep },
];

let freeDomains: Set<string> | undefined;
let disposableDomains: Set<string> | undefined;

/** Free mail providers (email-providers' list), read once when first needed. */
function isFreeDomain(domain: string): boolean {
  freeDomains ??= new Set(JSON.parse(readFileSync(require.resolve('email-providers/all.json'), 'utf8')) as string[]);
  return freeDomains.has(domain);
}

/** Throw-away mail services; the package's own check builds its set anew at every call. */
function isDisposableDomain(domain: string): boolean {
  disposableDomains ??= disposableEmailBlocklistSet();
  return disposableDomains.has(domain);
}

/**
 * The canonical form of `email` (already validated and lowercased), or null when nothing is
 * left of it (`+tag@gmail.com`): Appwrite refuses such an address at registration.
 */
export function canonicalEmail(email: string): string | null {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).toLowerCase();
  const domain = email.slice(at + 1).toLowerCase();
  const provider = providers.find((candidate) => candidate.domains.includes(domain));
  if (!provider) return `${local}@${domain}`;
  const canonicalLocal = provider.local(local);
  return canonicalLocal === '' ? null : `${canonicalLocal}@${provider.canonicalDomain}`;
}

export function emailMetadata(email: string): EmailMetadata {
  const normalized = email.toLowerCase();
  const domain = normalized.slice(normalized.lastIndexOf('@') + 1);
  const canonical = canonicalEmail(normalized) ?? normalized;
  const disposable = isDisposableDomain(domain);
  const free = !disposable && isFreeDomain(domain);
  return {
    emailCanonical: canonical,
    emailIsCanonical: canonical === normalized,
    emailIsFree: free,
    emailIsDisposable: disposable,
    emailIsCorporate: !free && !disposable,
  };
}
