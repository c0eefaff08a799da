import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { appwriteDate } from '../db/timestamp';
import type { Database, EmailTokenPurpose } from '../db/schema';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A live token, as the link's secret finds it. */
export interface EmailToken {
  purpose: EmailTokenPurpose;
  /** What it acts on: the newsletter address, or the user id. */
  subject: string;
  /** For an email change: the new address (`email-change`), or the one left (`email-change-undo`); else ''. */
  address: string;
  createdAt: string;
}

/**
 * A new random secret for a mailed link (256 bits, URL-safe), stored as its SHA-256 only: a copy
 * of the database opens no link. `ttlMs` undefined: it does not expire.
 */
export async function issueEmailToken(
  db: Kysely<Database>,
  {
    purpose,
    subject,
    address = '',
    ttlMs,
    now,
  }: { purpose: EmailTokenPurpose; subject: string; address?: string; ttlMs?: number; now: Date },
): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db
    .insertInto('email_tokens')
    .values({
      token_hash: hashOf(secret),
      purpose,
      subject,
      address,
      expires_at: ttlMs === undefined ? '' : appwriteDate(new Date(now.getTime() + ttlMs)),
      created_at: appwriteDate(now),
    })
    .execute();
  return secret;
}

/** The live token of one of `purposes` behind this secret, or undefined; the token stays. */
export async function findEmailToken(
  db: Kysely<Database>,
  purposes: readonly EmailTokenPurpose[],
  secret: string,
  now: Date,
): Promise<EmailToken | undefined> {
  if (typeof secret !== 'string' || secret.length === 0 || secret.length > 200) return undefined;
  const row = await db
    .selectFrom('email_tokens')
    .select(['purpose', 'subject', 'address', 'expires_at', 'created_at'])
    .where('token_hash', '=', hashOf(secret))
    .where('purpose', 'in', purposes)
    .executeTakeFirst();
  if (!row) return undefined;
  const live = row.expires_at === '' || Date.parse(row.expires_at) > now.getTime();
  return live ? { purpose: row.purpose, subject: row.subject, address: row.address, createdAt: row.created_at } : undefined;
}

/** Like findEmailToken, and the token is spent: a second use finds nothing (single-use links). */
export async function spendEmailToken(
  db: Kysely<Database>,
  purposes: readonly EmailTokenPurpose[],
  secret: string,
  now: Date,
): Promise<EmailToken | undefined> {
  const token = await findEmailToken(db, purposes, secret, now);
  if (token === undefined) return undefined;
  // Only the request whose delete found the row may act on it (two clicks at once act once).
  const { numDeletedRows } = await db.deleteFrom('email_tokens').where('token_hash', '=', hashOf(secret)).executeTakeFirst();
  return numDeletedRows > 0n ? token : undefined;
}

/** One purpose's token looked up by `lookUp` (find or spend), giving only what it acts on (the address or user id). */
const subjectBy =
  (lookUp: typeof findEmailToken) =>
  async (db: Kysely<Database>, purpose: EmailTokenPurpose, secret: string, now: Date): Promise<string | undefined> =>
    (await lookUp(db, [purpose], secret, now))?.subject;

/** What a live token of this purpose acts on (the address or user id), or undefined; the token stays. */
export const readEmailToken = subjectBy(findEmailToken);

/** Like readEmailToken, and the token is spent: a second use finds nothing (single-use links). */
export const takeEmailToken = subjectBy(spendEmailToken);

/** Ends every token of this purpose for this subject (a new recovery request, a reset, an unsubscribe). */
export async function dropEmailTokens(db: Kysely<Database>, purpose: EmailTokenPurpose, subject: string): Promise<void> {
  await db.deleteFrom('email_tokens').where('purpose', '=', purpose).where('subject', '=', subject).execute();
}

/**
 * The addresses an account's live email-change tokens hold (never the token): the new one
 * waiting for its link (`email-change`), the one left, kept to undo the change (`email-change-undo`).
 */
export async function emailChangesOf(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<Array<{ purpose: EmailTokenPurpose; address: string; since: string; until: string }>> {
  const rows = await db
    .selectFrom('email_tokens')
    .select(['purpose', 'address', 'expires_at', 'created_at'])
    .where('subject', '=', userId)
    .where('purpose', 'in', ['email-change', 'email-change-undo'])
    .orderBy('created_at', 'asc')
    .execute();
  return rows
    .filter((row) => row.expires_at === '' || Date.parse(row.expires_at) > now.getTime())
    .map((row) => ({ purpose: row.purpose, address: row.address, since: row.created_at, until: row.expires_at }));
}
