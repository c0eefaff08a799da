import { releaseRoleOf, STAFF_LABEL } from '@rcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { appwriteDate } from '../db/timestamp';
import { userLabels } from '../auth/labels';
import { RELEASE_REMOTES } from '../releases/release-rules';
import { recordAudit, type AuditActor } from './audit-log';

/**
 * The labels an operator may give or take: `staff` (the console) and one release role per
 * remote (`release:marketing`…, who may release it; the release routes also need `staff`).
 * Nothing else: a label is a permission, and only these are read by the server.
 */
export const GRANTABLE_ROLES: readonly string[] = [STAFF_LABEL, ...RELEASE_REMOTES.map(releaseRoleOf)];

/** An account as an operator sees it before changing its role. */
export interface StaffAccount {
  id: string;
  email: string;
  name: string;
  createdAt: string;
  /** When the owner proved the address is theirs, or '' (not verified). */
  emailVerifiedAt: string;
  labels: string[];
}

/** Which account: its user id, or its address (stored lower case, as registered). */
export type AccountRef = { id: string } | { email: string };

export type RoleChange = 'granted' | 'revoked' | 'unchanged' | 'no such account' | 'not verified' | 'changed since shown';

const accountColumns = ['id', 'email', 'name', 'created_at', 'email_verified_at', 'labels'] as const;

function accountOf(row: {
  id: string;
  email: string;
  name: string;
  created_at: string;
  email_verified_at: string;
  labels: string;
}): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    createdAt: row.created_at,
    emailVerifiedAt: row.email_verified_at,
    labels: userLabels(row),
  };
}

export async function findAccount(db: Kysely<Database>, ref: AccountRef): Promise<StaffAccount | undefined> {
  const query = db.selectFrom('users').select(accountColumns);
  const row = await (
    'id' in ref ? query.where('id', '=', ref.id) : query.where('email', '=', ref.email.trim().toLowerCase())
  ).executeTakeFirst();
  return row && accountOf(row);
}

/**
 * Gives or takes a role (`staff` unless another of `GRANTABLE_ROLES` is named) of `account`
 * (as shown to the operator) and audits it, by
 * user id and address, in one transaction. A grant needs the address the operator was shown,
 * still on the account and verified: the role goes to whoever proved that address, never to
 * whoever registered it first. A revocation applies whatever the address has become.
 */
export async function setStaffRole(
  db: Kysely<Database>,
  account: Pick<StaffAccount, 'id' | 'email'>,
  grant: boolean,
  actor: AuditActor,
  now: Date,
  role = STAFF_LABEL,
): Promise<RoleChange> {
  if (!GRANTABLE_ROLES.includes(role)) throw new Error(`${role} is not a role: ${GRANTABLE_ROLES.join(', ')}`);
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('users').select(accountColumns).where('id', '=', account.id).executeTakeFirst();
    if (!row) return 'no such account';
    const current = accountOf(row);
    if (grant && current.email !== account.email) return 'changed since shown';
    if (grant && current.emailVerifiedAt === '') return 'not verified';
    if (current.labels.includes(role) === grant) return 'unchanged';
    const next = grant ? [...current.labels, role] : current.labels.filter((label) => label !== role);
    await trx
      .updateTable('users')
      .set({ labels: JSON.stringify(next), updated_at: appwriteDate(now) })
      .where('id', '=', current.id)
      .execute();
    await recordAudit(
      trx,
      actor,
      {
        action: grant ? 'role.grant' : 'role.revoke',
        subject: `user:${current.id}`,
        detail: { label: role, email: current.email, emailVerifiedAt: current.emailVerifiedAt },
      },
      now,
    );
    return grant ? 'granted' : 'revoked';
  });
}

/** Accounts carrying any of `GRANTABLE_ROLES`, by address (the few; labels are JSON text, so filtered here). */
export async function listStaff(db: Kysely<Database>): Promise<StaffAccount[]> {
  const rows = await db.selectFrom('users').select(accountColumns).where('labels', '<>', '[]').orderBy('email').execute();
  return rows.map(accountOf).filter((account) => account.labels.some((label) => GRANTABLE_ROLES.includes(label)));
}
