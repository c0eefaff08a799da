// @ts-check
/** The security-relevant code StrykerJS mutates, one run per folder, and where each run reports. */
export const mutatedFolders = [
  'backend/src/auth',
  'backend/src/plugins',
  'backend/src/routes',
  'shared/src/validation',
  'backend/src/staff',
  'backend/src/mail',
  'backend/src/mfa',
  // The counters behind every rate limit and the login throttle (M10: a live count is never dropped).
  'backend/src/limits',
  // The enquiries' store (moved out of staff/ and routes/contact.ts): the inbox's filters, search and export.
  'backend/src/enquiries',
  // The newsletter's store: double opt-in, the confirmation and unsubscribe links' tokens.
  'backend/src/newsletter',
  // Billing: purchases, proration, renewal, invoices (money, and one charge per period).
  'backend/src/customers',
  // The release registry: who may change which remote's releases, the deploy token, the live map.
  'backend/src/releases',
  // What both servers share: bearer tokens (deploy, metrics), preview links, request ids, trusted proxies.
  'shared/src/server',
];

/** @param {string} folder */
const slug = (folder) => folder.replaceAll('/', '-');

/** @param {string} folder one of `mutatedFolders` */
export function reportFilesOf(folder) {
  return {
    json: `reports/mutation/${slug(folder)}.json`,
    html: `reports/mutation/${slug(folder)}.html`,
    incremental: `reports/mutation/${slug(folder)}.incremental.json`,
  };
}

/** The mutation score that `npm run mutation` must reach over all the folders together. */
export const BREAK_SCORE = 80;
