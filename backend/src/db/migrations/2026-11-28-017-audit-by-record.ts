import type { Kysely, Migration } from 'kysely';

/**
 * The audit log is read by record too (STAFF-5: everything done to one enquiry or account),
 * newest first: an index on the subject, then the id the list orders and pages by, so a record's
 * page is read from the index on both databases however long the log grows.
 */
export const auditByRecord: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('audit_log_subject').on('audit_log').columns(['subject', 'id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('audit_log_subject').execute();
  },
};
