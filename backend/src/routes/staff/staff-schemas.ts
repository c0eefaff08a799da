import { ENQUIRY_NOTE_MAX_LENGTH, ENQUIRY_REPLY_MAX_LENGTH, enquiryStatuses, subscriptionStatuses } from '@rcm/shared';
import type { FastifySchemaValidationError } from 'fastify';
import type { JSONSchema } from 'json-schema-to-ts';
import { apiErrors, type ApiError } from '../../errors/api-error';
import { integer, objectOf, text, textOrNull } from '../../http/json-schema';
import { queryTextProblem } from '../../staff/query-params';

/**
 * The staff API's schemas: what each `/staff/*` route takes (query, params, body) and replies.
 * Requests declare the types; the rules and their messages are the route's (`query-params.ts`,
 * `checkedChange`), and `staffSchemaError` gives a type the schema refuses the same message.
 */

/** `cursor` and `limit` of every list; one value each (a parameter given twice is refused). */
const pageFields = { cursor: text, limit: text } as const;

export const pageQuery = { type: 'object', properties: pageFields } as const;

export const enquiryQuery = {
  type: 'object',
  properties: { ...pageFields, status: text, q: text, interest: text, from: text, to: text, assigned: text },
} as const;

export const subscriptionQuery = { type: 'object', properties: { ...pageFields, q: text } } as const;

export const auditQuery = {
  type: 'object',
  properties: { ...pageFields, actor: text, action: text, record: text, from: text, to: text },
} as const;

export const enquiryParams = { type: 'object', required: ['id'], properties: { id: text } } as const;

/** The fields staff can change, each optional; nothing else (notes are added, `enquiryNoteBody`). */
export const enquiryChangeBody = {
  type: 'object',
  additionalProperties: false,
  properties: { status: text, assignee: text },
} as const;

/** What each field of a change must be: the message for a change that is not. */
export const changeProblems = {
  status: 'one of new, contacted, qualified, closed',
  assignee: "a staff member's email, or empty for nobody",
} as const;

/** A note added to an enquiry's timeline, or a reply mailed to the enquirer: its text. */
export const enquiryNoteBody = {
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: { text },
} as const;

export const noteProblem = `text of 1 to ${ENQUIRY_NOTE_MAX_LENGTH} characters, not only spaces`;
export const replyProblem = `text of 1 to ${ENQUIRY_REPLY_MAX_LENGTH} characters, not only spaces`;

/** Each body field's message, for `staffSchemaError`. */
const bodyProblems: Record<string, string> = { ...changeProblems, text: noteProblem };

export const ENQUIRY_NUMBER = 'an enquiry number';

const enquirySummaryFields = {
  id: integer,
  createdAt: text,
  firstName: text,
  lastName: text,
  company: text,
  email: text,
  interest: text,
  status: { type: 'string', enum: enquiryStatuses },
  assignee: text,
} as const;

/** One page of a list (`StaffPage`). */
const pageReply = <const Item extends JSONSchema>(items: Item) => objectOf({ items: { type: 'array', items }, nextCursor: textOrNull });

export const enquiryListReply = objectOf({
  items: { type: 'array', items: objectOf({ ...enquirySummaryFields, assigneeName: text, overdue: { type: 'boolean' } }) },
  nextCursor: textOrNull,
  newCount: integer,
  counts: objectOf({ new: integer, contacted: integer, qualified: integer, closed: integer }),
});

const enquiryNoteReply = objectOf({
  id: integer,
  kind: { type: 'string', enum: ['note', 'reply'] },
  at: text,
  authorId: text,
  author: text,
  text,
});

export const enquiryReply = objectOf({
  ...enquirySummaryFields,
  title: text,
  method: text,
  country: text,
  phone: text,
  message: text,
  notes: { type: 'array', items: enquiryNoteReply },
  updatedAt: text,
});

export const membersReply = objectOf({ items: { type: 'array', items: objectOf({ email: text, name: text }) } });

export const subscriberPageReply = pageReply(
  objectOf({ email: text, status: { type: 'string', enum: ['pending', 'confirmed'] }, createdAt: text, confirmedAt: text }),
);

export const subscriptionPageReply = pageReply(
  objectOf({
    id: integer,
    username: text,
    email: text,
    package: text,
    status: { type: 'string', enum: subscriptionStatuses },
    paidUntil: text,
    since: text,
    cardLast4: text,
    cancelledAt: text,
  }),
);

export const auditPageReply = pageReply(
  objectOf({
    id: integer,
    at: text,
    actorId: text,
    actor: text,
    actorName: text,
    action: text,
    subject: text,
    detail: text,
    address: text,
  }),
);

function fieldNamed(error: FastifySchemaValidationError): string {
  if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty);
  if (error.keyword === 'required') return String(error.params.missingProperty);
  return error.instancePath.split('/')[1] ?? '';
}

/**
 * The staff routes' `schemaErrorFormatter`: a request the schemas refuse gets the message the
 * route's own checks give for the same parameter, so a client reads one set of messages.
 */
export function staffSchemaError(errors: FastifySchemaValidationError[], dataVar: string): ApiError {
  const [first] = errors;
  const field = first ? fieldNamed(first) : '';
  if (dataVar === 'params') return apiErrors.invalidParam('id', ENQUIRY_NUMBER);
  if (dataVar === 'querystring') return apiErrors.invalidParam(field, queryTextProblem(field));
  if (first?.keyword === 'additionalProperties') return apiErrors.invalidParam(field, 'not a field staff can change');
  const problem = Object.hasOwn(bodyProblems, field) ? bodyProblems[field] : undefined;
  if (problem) return apiErrors.invalidParam(field, problem);
  return apiErrors.invalidArgument('Send the fields to change as a JSON object.');
}
