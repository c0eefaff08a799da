import type { Migration, MigrationProvider } from 'kysely';
import { initialSchema } from './2026-11-22-001-initial';
import { serverOwnedState } from './2026-11-25-002-server-owned-state';
import { staffConsole } from './2026-11-26-003-staff-console';
import { email } from './2026-11-26-004-email';
import { subscriptionChanges } from './2026-11-26-005-subscription-changes';
import { accountStatus } from './2026-11-26-007-account-status';
import { staffAccess } from './2026-11-27-008-staff-access';
import { emailChanges } from './2026-11-27-009-email-changes';
import { mfa } from './2026-11-27-010-mfa';
import { billing } from './2026-11-28-011-billing';
import { enquiryNotes } from './2026-11-28-012-enquiry-notes';
import { enquirySearch } from './2026-11-28-013-enquiry-search';
import { renewal } from './2026-11-28-014-renewal';
import { invoices } from './2026-11-28-015-invoices';
import { enquiryReplies } from './2026-11-28-016-enquiry-replies';
import { auditByRecord } from './2026-11-28-017-audit-by-record';
import { purchaseClaims } from './2026-12-06-018-purchase-claims';
import { releases } from './2026-12-06-019-releases';
import { releasePrunes } from './2026-12-06-020-release-prunes';
import { canaryAnalysis } from './2026-12-07-021-canary-analysis';
import { releaseFigureSamples } from './2026-12-07-022-release-figure-samples';

/**
 * The schema, as ordered migrations shared by SQLite and PostgreSQL. Listed in code (not a
 * folder scan) so the compiled server carries them wherever it runs; names sort in the order
 * they apply. An applied migration's effect never changes (a change is a new migration); its
 * code may be rewritten only while the schema pin (schema-pin.test.ts) passes unchanged.
 */
const migrations: Record<string, Migration> = {
  '2026-11-22-001-initial': initialSchema,
  '2026-11-25-002-server-owned-state': serverOwnedState,
  '2026-11-26-003-staff-console': staffConsole,
  '2026-11-26-004-email': email,
  '2026-11-26-005-subscription-changes': subscriptionChanges,
  '2026-11-26-007-account-status': accountStatus,
  '2026-11-27-008-staff-access': staffAccess,
  '2026-11-27-009-email-changes': emailChanges,
  '2026-11-27-010-mfa': mfa,
  '2026-11-28-011-billing': billing,
  '2026-11-28-012-enquiry-notes': enquiryNotes,
  '2026-11-28-013-enquiry-search': enquirySearch,
  '2026-11-28-014-renewal': renewal,
  '2026-11-28-015-invoices': invoices,
  '2026-11-28-016-enquiry-replies': enquiryReplies,
  '2026-11-28-017-audit-by-record': auditByRecord,
  '2026-12-06-018-purchase-claims': purchaseClaims,
  '2026-12-06-019-releases': releases,
  '2026-12-06-020-release-prunes': releasePrunes,
  '2026-12-07-021-canary-analysis': canaryAnalysis,
  '2026-12-07-022-release-figure-samples': releaseFigureSamples,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
