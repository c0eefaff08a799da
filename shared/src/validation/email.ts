import { hasControlCharacters } from './control-characters';

export const EMAIL_MAX_LENGTH = 254;
/** RFC 5321's limit on the part before the "@", in octets. */
const LOCAL_PART_MAX_OCTETS = 64;

/**
 * One character of a dot-atom (RFC 5322 `atext`), or a letter, mark or digit beyond ASCII
 * (RFC 6531 addresses). Nothing a mail library reads as syntax: no space, `,` `;` `<` `>` `(`
 * `)` `"` `\` `:` `[` `]` `@`.
 */
const ATOM = String.raw`[A-Za-z0-9!#$%&'*+/=?^_\x60{|}~\p{L}\p{M}\p{N}-]`;
/** A domain label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = String.raw`[A-Za-z0-9\p{L}\p{M}\p{N}](?:[A-Za-z0-9\p{L}\p{M}\p{N}-]{0,61}[A-Za-z0-9\p{L}\p{M}\p{N}])?`;
const MAILBOX = new RegExp(`^(${ATOM}+(?:\\.${ATOM}+)*)@${LABEL}(?:\\.${LABEL})+$`, 'u');

/**
 * Exactly one mailbox, as a mail server takes it as a recipient (RFC 5321 `Mailbox` with a
 * dot-atom local part; no quoted local part, no address literal): one "@", a domain of at least
 * two labels, at most 254 characters. An address list (`a@x.com,b@y.com`), a display name
 * (`Name <a@x.com>`), group syntax (`team: a@x.com;`), whitespace and line breaks are not one
 * mailbox, so nothing the site stores as an address can be read as several recipients.
 */
export function isSingleMailbox(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const match = MAILBOX.exec(value);
  return match !== null && new TextEncoder().encode(match[1]).length <= LOCAL_PART_MAX_OCTETS;
}

/**
 * The rule of every email field that becomes a mail recipient (the contact form, the
 * newsletter): one mailbox (`isSingleMailbox`), which also holds the spec's "contains @ and
 * .com". Spaces around it are not counted; any control character (a tab, a line break, even at
 * the end) is refused.
 */
export function isAcceptedEmail(value: string): boolean {
  if (hasControlCharacters(value)) return false;
  const email = value.trim();
  return isSingleMailbox(email) && email.includes('.com');
}
