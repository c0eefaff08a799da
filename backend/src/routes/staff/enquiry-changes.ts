import {
  ENQUIRY_NOTE_MAX_LENGTH,
  ENQUIRY_REPLY_MAX_LENGTH,
  hasControlCharacters,
  isEnquiryStatus,
  type EnquiryChange,
  type EnquiryDetail,
} from '@rcm/shared';
import { apiErrors, ApiError } from '../../errors/api-error';
import { MAX_ROW_ID } from '../../staff/cursor';
import { changeProblems, ENQUIRY_NUMBER, noteProblem, replyProblem } from './staff-schemas';

/** The enquiry number of a path, or 400. */
export function enquiryIdOf(raw: string): number {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= MAX_ROW_ID)) throw apiErrors.invalidParam('id', ENQUIRY_NUMBER);
  return id;
}

export const enquiryNotFound = () => new ApiError(404, 'enquiry_not_found', 'There is no enquiry with this number.');

/**
 * The change a staff member asked for, checked against the enquiry as it is; 400 naming what is
 * wrong. Any status may follow any other (reopening a closed enquiry too).
 */
export async function checkedChange(
  input: { status?: string; assignee?: string },
  current: EnquiryDetail,
  isStaffEmail: (email: string) => Promise<boolean>,
): Promise<EnquiryChange> {
  const change: EnquiryChange = {};
  if (input.status !== undefined && input.status !== current.status) {
    if (!isEnquiryStatus(input.status)) throw apiErrors.invalidParam('status', changeProblems.status);
    change.status = input.status;
  }
  if (input.assignee !== undefined && input.assignee !== current.assignee) {
    if (input.assignee !== '' && !(await isStaffEmail(input.assignee))) throw apiErrors.invalidParam('assignee', changeProblems.assignee);
    change.assignee = input.assignee;
  }
  return change;
}

/** Something to read (not only spaces), at most `max` characters, no control characters but line breaks and tabs; else 400. */
function checkedText(text: string, max: number, problem: string): string {
  if (text.trim() === '' || text.length > max || hasControlCharacters(text, true)) throw apiErrors.invalidParam('text', problem);
  return text;
}

/** A note's text as kept. */
export const checkedNote = (text: string): string => checkedText(text, ENQUIRY_NOTE_MAX_LENGTH, noteProblem);

/** A reply's text as mailed and kept. */
export const checkedReply = (text: string): string => checkedText(text, ENQUIRY_REPLY_MAX_LENGTH, replyProblem);

/** What an audit record says about a change: each move, from and to. */
export function changeDetail(before: EnquiryDetail, change: EnquiryChange): Record<string, unknown> {
  return {
    ...(change.status ? { status: { from: before.status, to: change.status } } : {}),
    ...(change.assignee !== undefined ? { assignee: { from: before.assignee, to: change.assignee } } : {}),
  };
}
