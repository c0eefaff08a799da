/**
 * Entry `@rcm/shared/account-texts`: what the account pages and the staff console say about
 * account settings, mailed links and two-step verification. Not a singleton at run time (unlike
 * the main entry, which every page loads with the shell), so only the remotes that show these
 * texts download them, each tree-shaken to what it uses.
 */
export * from './account-failure-messages';
export * from './account-settings-messages';
export * from './email-link-messages';
export * from './two-step-messages';
