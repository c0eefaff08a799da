import { ENQUIRY_NOTE_MAX_LENGTH, hasControlCharacters, isEnquiryStatus, type EnquiryChange, type EnquiryDetail } from '@rcm/shared';
import { apiErrors, ApiError } from '../../errors/api-error';
import { MAX_ROW_ID } from '../../staff/cursor';
import { changeProblems, ENQUIRY_NUMBER, noteProblem } from './staff-schemas';

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

/** A note's text as kept: something to read (not only spaces), at most the longest, no control characters but line breaks and tabs. */
export function checkedNote(text: string): string {
  if (text.trim() === '' || text.length > ENQUIRY_NOTE_MAX_LENGTH || hasControlCharacters(text, true))
    throw apiErrors.invalidParam('text', noteProblem);
  return text;
}

/** What an audit record says about a change: each move, from and to. */
export function changeDetail(before: EnquiryDetail, change: EnquiryChange): Record<string, unknown> {
  return {
    ...(change.status ? { status: { from: before.status, to: change.status } } : {}),
    ...(change.assignee !== undefined ? { assignee: { from: before.assignee, to: change.assignee } } : {}),
  };
}
