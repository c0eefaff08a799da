import os from 'node:os';
import type { AuditRecord, ReleaseAction, StaffPage } from '@rcm/shared';
import type { Kysely } from 'kysely';
import { appwriteDate } from '../db/timestamp';
import type { Database } from '../db/schema';
import { decodeCursor, encodeCursor } from './cursor';
import { nextDay } from '../enquiries/enquiry-store';

/** Who did something: a staff member through the API, or an operator at the command line. */
export interface AuditActor {
  /** The staff member's user id (it never changes), or `cli`. */
  id: string;
  /** The staff member's address as it is at the time, or `cli:<system user>`. */
  name: string;
  /** The client's validated address; '' at the command line. */
  address: string;
}

/**
 * A command run on the server's own machine (`npm run staff`, `npm start`'s seeding): audited
 * as `cli:<the system user>`, with the tool that acted when it is not the command itself.
 */
export function operatorActor(tool?: string): AuditActor {
  let user = 'unknown';
  try {
    user = os.userInfo().username;
  } catch {
    // No user name for this uid (a container's): the audit says so.
  }
  return { id: 'cli', name: tool ? `cli:${user} (${tool})` : `cli:${user}`, address: '' };
}

export interface AuditEntry {
  action:
    | 'enquiry.read'
    | 'enquiry.update'
    | 'enquiry.note'
    | 'enquiry.reply'
    | 'export.enquiries'
    | 'export.subscribers'
    | 'export.subscriptions'
    | 'list.enquiries'
    | 'list.subscribers'
    | 'list.subscriptions'
    | 'list.audit'
    | 'role.grant'
    | 'role.revoke'
    // The release registry's changes (`releases/`), on the release they name (a prune: on the remote, naming the ids).
    | `release.${ReleaseAction}`
    // A preview link made (`releases/release-preview.ts`): not a change of the registry, so not a ReleaseAction.
    | 'release.preview';
  subject: string;
  detail?: Record<string, unknown>;
}

/**
 * Appends one record. Nothing here changes one, and the database refuses to: triggers refuse
 * updates, and deletes of records younger than their retention period (migrations 003, 008).
 */
export async function recordAudit(db: Kysely<Database>, actor: AuditActor, entry: AuditEntry, now: Date): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: appwriteDate(now),
      actor_id: actor.id,
      actor: actor.name,
      action: entry.action,
      subject: entry.subject,
      detail: JSON.stringify(entry.detail ?? {}),
      address: actor.address,
    })
    .execute();
}

/**
 * The audit log's filters: the actor's address (as recorded), user id or account name; the
 * action; the record it is about (its subject, as `enquiry:12`); and days (YYYY-MM-DD, inclusive, UTC).
 */
export interface AuditFilters {
  actor?: string;
  action?: string;
  record?: string;
  from?: string;
  to?: string;
}

/**
 * The audit log, newest first, filtered. Each record carries the name its actor's account has
 * now ('' for none, the command line, or an account since closed), beside what was recorded.
 */
export async function listAudit(
  db: Kysely<Database>,
  cursor: string | undefined,
  limit: number,
  filters: AuditFilters = {},
): Promise<StaffPage<AuditRecord>> {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .selectAll('audit_log')
    .select('users.name as actor_name')
    .orderBy('audit_log.id', 'desc')
    .limit(limit + 1);
  const { actor, action, record, from, to } = filters;
  if (actor)
    query = query.where((eb) =>
      eb.or([eb('audit_log.actor', '=', actor), eb('audit_log.actor_id', '=', actor), eb('users.name', '=', actor)]),
    );
  if (action) query = query.where('audit_log.action', '=', action);
  if (record) query = query.where('audit_log.subject', '=', record);
  if (from) query = query.where('audit_log.at', '>=', `${from}T00:00:00`);
  if (to) query = query.where('audit_log.at', '<', `${nextDay(to)}T00:00:00`);
  if (cursor) query = query.where('audit_log.id', '<', decodeCursor(cursor, ['number'] as const)[0]);
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({
      id: Number(row.id),
      at: row.at,
      actorId: row.actor_id,
      actor: row.actor,
      actorName: row.actor_name ?? '',
      action: row.action,
      subject: row.subject,
      detail: row.detail,
      address: row.address,
    })),
    nextCursor: rows.length > limit ? encodeCursor([Number(page[page.length - 1]!.id)]) : null,
  };
}

/**
 * The records whose subject is one of `subjects` (`user:<id>`, `enquiry:<id>`), oldest first:
 * when and what was done, not by whom (a staff member's address and IP are theirs).
 */
export async function auditOfSubjects(
  db: Kysely<Database>,
  subjects: string[],
): Promise<Array<{ at: string; action: string; subject: string }>> {
  if (subjects.length === 0) return [];
  return db.selectFrom('audit_log').select(['at', 'action', 'subject']).where('subject', 'in', subjects).orderBy('id', 'asc').execute();
}
