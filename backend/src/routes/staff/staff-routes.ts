import { Readable } from 'node:stream';
import { EXPORT_ROW_COUNT_HEADER } from '@rcm/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { TrustedAppwrite } from '../../auth/trusted-appwrite';
import { listAudit, recordAudit, type AuditActor, type AuditEntry } from '../../staff/audit-log';
import { requireConsoleRequest } from '../../staff/console-request';
import { CSV_BYTE_ORDER_MARK, csvRecord } from '../../staff/csv';
import { countEnquiries, enquiryExportHeader, enquiryExportRows, findEnquiry, listEnquiries } from '../../enquiries/enquiry-store';
import { auditFiltersOf, enquiryFiltersOf, pageOf, subscriptionFiltersOf } from '../../staff/query-params';
import { requireStaff } from '../../staff/staff-access';
import { requireRecentSecondFactor } from '../../mfa/staff-factors';
import { addEnquiryNote } from '../../enquiries/enquiry-notes';
import { changeEnquiry, replyToEnquiry } from './enquiry-actions';
import { storeFiltersOf, triaged } from '../../staff/inbox-triage';
import { checkedChange, checkedNote, checkedReply, enquiryIdOf, enquiryNotFound } from './enquiry-changes';
import { fileReply } from '../../http/json-schema';
import {
  auditPageReply,
  auditQuery,
  enquiryChangeBody,
  enquiryNoteBody,
  enquiryListReply,
  enquiryParams,
  enquiryQuery,
  enquiryReply,
  membersReply,
  pageQuery,
  staffSchemaError,
  subscriberPageReply,
  subscriptionPageReply,
  subscriptionQuery,
} from './staff-schemas';
import { countSubscribers, listSubscribers, subscriberExportHeader, subscriberExportRows } from '../../newsletter/subscriber-store';
import { listStaffMembers } from '../../staff/subscriptions-and-members';
import { countSubscriptions, listSubscriptions, subscriptionExportHeader, subscriptionExportRows } from '../../staff/subscription-list';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member a `/staff/*` request acts for, set by the routes' guard before any handler runs. */
    staffActor: AuditActor | null;
  }
}

/** Who a staff request acts for: the guard has run, so there is one. */
function actorOf(request: FastifyRequest): AuditActor {
  if (!request.staffActor) throw new Error('a staff route ran without its guard');
  return request.staffActor;
}

/** A CSV download, streamed: a batch of rows at a time, written as the client reads. */
function sendCsv(
  reply: FastifyReply,
  now: Date,
  name: string,
  rowCount: number,
  header: string[],
  batches: AsyncIterable<ReadonlyArray<ReadonlyArray<string | number>>>,
) {
  async function* chunks() {
    yield CSV_BYTE_ORDER_MARK + csvRecord(header);
    for await (const batch of batches) yield batch.map(csvRecord).join('');
  }
  const day = now.toISOString().slice(0, 10);
  return (
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
      .header(EXPORT_ROW_COUNT_HEADER, String(rowCount))
      // One batch waits at most: the next is read from the database once the client has taken this one.
      .send(Readable.from(chunks(), { highWaterMark: 1 }))
  );
}

/**
 * `/staff/*`: the company's side of the site. Every route answers the console only (its
 * header) and checks the caller on the server (guest 401, customer 403) before anything else;
 * every list page, reading an enquiry, changing one and every export append an audit record.
 */
export const staffRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: { trustedAppwrite: TrustedAppwrite | undefined } }> = async (
  app,
  { trustedAppwrite },
) => {
  app.decorateRequest('staffActor', null);
  app.setSchemaErrorFormatter(staffSchemaError);
  app.addHook('onRequest', async (request) => {
    requireConsoleRequest(request);
    request.staffActor = await requireStaff(request, trustedAppwrite);
    // Every export, whatever its method, needs a second factor at most 5 minutes old (step-up).
    if (request.routeOptions.url?.startsWith('/staff/exports/')) requireRecentSecondFactor(request);
  });

  /**
   * A page of a list, once read, is audited before it is sent (no record, no page): the
   * filters, which page (cursor and size) and how many rows it showed.
   */
  async function audited<T extends { items: unknown[] }>(
    request: FastifyRequest,
    entry: Omit<AuditEntry, 'detail'>,
    page: { cursor?: string; limit: number },
    list: T,
    filters?: object,
  ): Promise<T> {
    const detail = { ...(filters ? { filters } : {}), cursor: page.cursor ?? null, limit: page.limit, rows: list.items.length };
    await audit(request, { ...entry, detail });
    return list;
  }

  /** Appends the audit record of what `request` did, as its staff member, now. */
  const audit = (request: FastifyRequest, entry: AuditEntry) => recordAudit(app.db, actorOf(request), entry, app.clock());

  const isStaffEmail = async (email: string) => (await listStaffMembers(app.db)).some((member) => member.email === email);

  app.get('/enquiries', { schema: { querystring: enquiryQuery, response: { 200: enquiryListReply } } }, async (request) => {
    const filters = enquiryFiltersOf(request.query);
    const page = pageOf(request.query);
    const list = await listEnquiries(app.db, app.dbKind, storeFiltersOf(filters, actorOf(request)), page);
    const inbox = triaged(list, await listStaffMembers(app.db), app.clock(), app.mail.timeZone);
    return audited(request, { action: 'list.enquiries', subject: 'enquiries' }, page, inbox, filters);
  });

  app.get('/enquiries/:id', { schema: { params: enquiryParams, response: { 200: enquiryReply } } }, async (request) => {
    const id = enquiryIdOf(request.params.id);
    const enquiry = await findEnquiry(app.db, id);
    if (!enquiry) throw enquiryNotFound();
    await audit(request, { action: 'enquiry.read', subject: `enquiry:${id}` });
    return enquiry;
  });

  const changeSchema = { params: enquiryParams, body: enquiryChangeBody, response: { 200: enquiryReply } };
  app.patch('/enquiries/:id', { schema: changeSchema }, async (request) => {
    const id = enquiryIdOf(request.params.id);
    const before = await findEnquiry(app.db, id);
    if (!before) throw enquiryNotFound();
    const change = await checkedChange(request.body, before, isStaffEmail);
    if (Object.keys(change).length === 0) return before;
    const after = await changeEnquiry(app, before, actorOf(request), change);
    if (!after) throw enquiryNotFound();
    return after;
  });

  const noteSchema = { params: enquiryParams, body: enquiryNoteBody, response: { 201: enquiryReply } };
  app.post('/enquiries/:id/notes', { schema: noteSchema }, async (request, reply) => {
    const id = enquiryIdOf(request.params.id);
    const text = checkedNote(request.body.text);
    if (!(await findEnquiry(app.db, id))) throw enquiryNotFound();
    const actor = actorOf(request);
    const noteId = await addEnquiryNote(app.db, id, actor, text, app.clock());
    // Which note, never its text (it may describe a patient; the timeline keeps it).
    await audit(request, { action: 'enquiry.note', subject: `enquiry:${id}`, detail: { note: noteId } });
    const after = await findEnquiry(app.db, id);
    if (!after) throw enquiryNotFound();
    return reply.code(201).send(after);
  });

  app.post('/enquiries/:id/replies', { schema: noteSchema }, async (request, reply) => {
    const id = enquiryIdOf(request.params.id);
    const text = checkedReply(request.body.text);
    const before = await findEnquiry(app.db, id);
    if (!before) throw enquiryNotFound();
    await replyToEnquiry(app, before, actorOf(request), text);
    const after = await findEnquiry(app.db, id);
    if (!after) throw enquiryNotFound();
    return reply.code(201).send(after);
  });

  app.get('/members', { schema: { response: { 200: membersReply } } }, async () => ({ items: await listStaffMembers(app.db) }));

  app.get('/subscribers', { schema: { querystring: pageQuery, response: { 200: subscriberPageReply } } }, async (request) => {
    const page = pageOf(request.query);
    return audited(request, { action: 'list.subscribers', subject: 'newsletter_subscribers' }, page, await listSubscribers(app.db, page));
  });

  app.get('/subscriptions', { schema: { querystring: subscriptionQuery, response: { 200: subscriptionPageReply } } }, async (request) => {
    const filters = subscriptionFiltersOf(request.query);
    const page = pageOf(request.query);
    const list = await listSubscriptions(app.db, page, filters, app.clock());
    // A search is recorded when there is one (as the audit records of the other lists without filters).
    return audited(request, { action: 'list.subscriptions', subject: 'subscriptions' }, page, list, filters.q ? filters : undefined);
  });

  app.get('/audit', { schema: { querystring: auditQuery, response: { 200: auditPageReply } } }, async (request) => {
    const filters = auditFiltersOf(request.query);
    const page = pageOf(request.query);
    const list = await listAudit(app.db, page.cursor, page.limit, filters);
    const asked = Object.keys(filters).length > 0 ? filters : undefined;
    return audited(request, { action: 'list.audit', subject: 'audit_log' }, page, list, asked);
  });

  // The enquiries' export takes the inbox's filters.
  app.get('/exports/enquiries.csv', { schema: { querystring: enquiryQuery, response: { 200: fileReply } } }, async (request, reply) => {
    const filters = enquiryFiltersOf(request.query);
    const selected = storeFiltersOf(filters, actorOf(request));
    const rows = await countEnquiries(app.db, app.dbKind, selected);
    await audit(request, { action: 'export.enquiries', subject: 'enquiries', detail: { filters, rows } });
    return sendCsv(reply, app.clock(), 'enquiries', rows, enquiryExportHeader, enquiryExportRows(app.db, app.dbKind, selected));
  });

  // The subscriptions' export takes the view's search.
  app.get(
    '/exports/subscriptions.csv',
    { schema: { querystring: subscriptionQuery, response: { 200: fileReply } } },
    async (request, reply) => {
      const filters = subscriptionFiltersOf(request.query);
      const rows = await countSubscriptions(app.db, filters);
      await audit(request, { action: 'export.subscriptions', subject: 'subscriptions', detail: { filters, rows } });
      const now = app.clock();
      return sendCsv(reply, now, 'subscriptions', rows, subscriptionExportHeader, subscriptionExportRows(app.db, filters, now));
    },
  );

  app.get('/exports/subscribers.csv', { schema: { response: { 200: fileReply } } }, async (request, reply) => {
    const rows = await countSubscribers(app.db);
    await audit(request, { action: 'export.subscribers', subject: 'newsletter_subscribers', detail: { rows } });
    return sendCsv(reply, app.clock(), 'subscribers', rows, subscriberExportHeader, subscriberExportRows(app.db));
  });
};
