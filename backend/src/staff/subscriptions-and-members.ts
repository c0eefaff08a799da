import type { StaffMember } from '@rcm/shared';
import { STAFF_LABEL } from '@rcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { userLabels } from '../auth/labels';

/**
 * The staff who can use the console: the staff label and a verified address (the few; labels
 * are JSON text, so filtered here). Enquiries are assigned to them only.
 */
export async function listStaffMembers(db: Kysely<Database>): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('users')
    .select(['email', 'name', 'labels'])
    .where('labels', '<>', '[]')
    .where('email_verified_at', '<>', '')
    .orderBy('email')
    .execute();
  return rows.filter((row) => userLabels(row).includes(STAFF_LABEL)).map((row) => ({ email: row.email, name: row.name }));
}
