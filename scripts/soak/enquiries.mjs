// @ts-check
/**
 * Valid, varied enquiries: every one different (names, company, email, message) and the
 * select fields cycling through their options, with non-ASCII names and punctuation so the
 * stored text is worth comparing byte for byte.
 */
import { createRequire } from 'node:module';

/** @type {typeof import('@rcm/shared')} */
const shared = createRequire(import.meta.url)('@rcm/shared');
const firstNames = ['Maria', 'Zoë', 'Łukasz', 'Aiko', "O'Neil", 'José', 'Søren', 'Chidi'];
const lastNames = ['Lopez', 'Nguyễn', 'Müller', 'Smith-Jones', 'Østergaard', 'Okafor'];
const titles = ['Practice Manager', 'Billing Lead', 'CFO', 'Office Administrator'];
const countries = ['United States', 'Canada', 'Côte d’Ivoire', 'México'];

/**
 * @param {number} n
 * @param {string} run a tag unique to the run, so two runs on one database never collide
 * @returns {import('@rcm/shared').ContactEnquiry}
 */
export function enquiry(n, run) {
  const pick = (/** @type {readonly string[]} */ list) => /** @type {string} */ (list[n % list.length]);
  return {
    first_name: pick(firstNames),
    last_name: `${pick(lastNames)} ${n}`,
    title: pick(titles),
    company: `Clinic ${run}-${n} & Partners`,
    interest: pick(shared.interestOptions.map((option) => option.value)),
    method: pick(shared.hearAboutOptions.map((option) => option.value)),
    country: pick(countries),
    email: `soak.${run}.${n}@clinic${n % 97}.example.com`,
    phone: `1555${String(n % 10_000_000).padStart(7, '0')}`,
    message: `Enquiry ${n} of run ${run}: claims for ${(n % 12) + 1} providers — “quote” please <b>not bold</b>.`,
  };
}
