import { STAFF_LABEL, type StaffMember } from '@rcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { appwriteDate } from '../db/timestamp';
import { userLabels } from '../auth/labels';
import { recordAudit, type AuditActor } from './audit-log';
import { listStaffMembers } from './subscribers';

export type RoleChange = 'granted' | 'revoked' | 'unchanged' | 'no such account';

/**
 * Gives or takes the staff label of the account with this email, and audits the change, in
 * one transaction. Emails are stored as registered (lower case), so the one given is lowered.
 */
export async function setStaffRole(db: Kysely<Database>, email: string, staff: boolean, actor: AuditActor): Promise<RoleChange> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'labels']).where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
    if (!user) return 'no such account';
    const labels = userLabels(user);
    if (labels.includes(STAFF_LABEL) === staff) return 'unchanged';
    const next = staff ? [...labels, STAFF_LABEL] : labels.filter((label) => label !== STAFF_LABEL);
    await trx.updateTable('users').set({ labels: JSON.stringify(next), updated_at: appwriteDate() }).where('id', '=', user.id).execute();
    await recordAudit(trx, actor, { action: staff ? 'role.grant' : 'role.revoke', subject: `user:${email.trim().toLowerCase()}`, detail: { label: STAFF_LABEL } });
    return staff ? 'granted' : 'revoked';
  });
}

export function listStaff(db: Kysely<Database>): Promise<StaffMember[]> {
  return listStaffMembers(db);
}
