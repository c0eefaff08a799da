/**
 * The query parameter a mailed account link adds when it leads to a page for something other
 * than the page's usual purpose: `/verify-email?…&for=email-change` (a new address confirmed)
 * and `/reset-password?…&for=email-change-undo` (an account taken back by the address it left).
 * Only the page's texts follow it; the server acts by what the link's secret is for.
 */
export const ACCOUNT_LINK_FOR_PARAMETER = 'for';

export const accountLinkPurposes = {
  emailChange: 'email-change',
  emailChangeUndo: 'email-change-undo',
} as const;

export type AccountLinkPurpose = (typeof accountLinkPurposes)[keyof typeof accountLinkPurposes];

/** What a link's query says it is for, if it is one of those. */
export function accountLinkPurposeOf(search: string): AccountLinkPurpose | undefined {
  const value = new URLSearchParams(search).get(ACCOUNT_LINK_FOR_PARAMETER);
  return Object.values(accountLinkPurposes).find((purpose) => purpose === value);
}
