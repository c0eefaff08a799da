import { isSingleMailbox, type EnquiryChange, type EnquiryDetail } from '@rcm/shared';
import type { FastifyInstance } from 'fastify';
import { addTimelineEntry } from '../../enquiries/enquiry-notes';
import { updateEnquiry } from '../../enquiries/enquiry-store';
import { apiErrors } from '../../errors/api-error';
import { enquiryAssignedMail, enquiryReplyMail } from '../../mail/enquiry-mails';
import { recordAudit, type AuditActor } from '../../staff/audit-log';
import { listStaffMembers } from '../../staff/subscriptions-and-members';
import { changeDetail } from './enquiry-changes';

/**
 * A staff member's reply (already checked) to an enquiry, all or nothing: kept on its timeline
 * (who, when, the text), mailed to the enquirer through the outbox, audited (which entry, never
 * the text: the timeline keeps it), and a `new` enquiry moves to `contacted`, audited as any move.
 */
export async function replyToEnquiry(app: FastifyInstance, enquiry: EnquiryDetail, actor: AuditActor, text: string): Promise<void> {
  if (!isSingleMailbox(enquiry.email.trim())) throw apiErrors.invalidArgument('This enquiry has no email address a reply can go to.');
  const staffName = (await listStaffMembers(app.db)).find((member) => member.email === actor.name)?.name ?? '';
  const now = app.clock();
  const subject = `enquiry:${enquiry.id}`;
  await app.db.transaction().execute(async (trx) => {
    const entry = await addTimelineEntry(trx, enquiry.id, actor, { kind: 'reply', text }, now);
    await app.mail.enqueue(trx, enquiryReplyMail(enquiry, { text, staffName, salesEmail: app.mail.salesEmail }));
    await recordAudit(trx, actor, { action: 'enquiry.reply', subject, detail: { note: entry } }, now);
    if (enquiry.status !== 'new') return;
    const change = { status: 'contacted' } as const;
    await updateEnquiry(trx, enquiry.id, change, now);
    await recordAudit(trx, actor, { action: 'enquiry.update', subject, detail: changeDetail(enquiry, change) }, now);
  });
}

/**
 * A staff member's change (already checked, not empty) to an enquiry, all or nothing: made,
 * audited each move from and to, and a staff member it assigns to someone else is mailed the
 * link to it through the outbox. The enquiry as it now is.
 */
export async function changeEnquiry(
  app: FastifyInstance,
  before: EnquiryDetail,
  actor: AuditActor,
  change: EnquiryChange,
): Promise<EnquiryDetail | undefined> {
  const now = app.clock();
  const members = await listStaffMembers(app.db);
  const assignee =
    change.assignee && change.assignee !== actor.name ? members.find((member) => member.email === change.assignee) : undefined;
  const assignedBy = members.find((member) => member.email === actor.name)?.name || actor.name;
  return app.db.transaction().execute(async (trx) => {
    const after = await updateEnquiry(trx, before.id, change, now);
    const detail = changeDetail(before, change);
    await recordAudit(trx, actor, { action: 'enquiry.update', subject: `enquiry:${before.id}`, detail }, now);
    if (assignee) await app.mail.enqueue(trx, enquiryAssignedMail(before, { assignee, assignedBy, siteUrl: app.mail.siteUrl }));
    return after;
  });
}
