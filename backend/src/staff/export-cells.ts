import { sql, type RawBuilder } from 'kysely';

/**
 * Cells of the CSV exports as people read them in a spreadsheet (STAFF-4); `csv.ts` keeps every
 * cell formula-safe whatever it holds.
 */

/** A stored time as "2026-11-27 16:11:23": readable, sorted as text, read as a date by spreadsheets; the heading says UTC. */
export const exportTime = (iso: string): string => (iso === '' ? '' : new Date(iso).toISOString().slice(0, 19).replace('T', ' '));

/**
 * `exportTime` in SQL, for a cell the database builds (the notes', one text per enquiry). Every
 * stored time is UTC as `appwriteDate` writes it, so its first 19 characters are that time.
 */
export const exportTimeSql = (column: string): RawBuilder<string> => sql<string>`replace(substr(${sql.ref(column)}, 1, 19), 'T', ' ')`;

/**
 * A phone number a spreadsheet keeps as text: one of digits only (as the contact form takes it)
 * is grouped with dashes from the right (1-555-123-4567), so it is not read as a number
 * (1.56E+10) and keeps a leading 0; anything else is already text.
 */
export function exportPhone(phone: string): string {
  if (!/^\d{5,}$/.test(phone)) return phone;
  const groups = [phone.slice(-4), phone.slice(-7, -4), phone.slice(-10, -7), phone.slice(0, -10)].filter(Boolean);
  return groups.reverse().join('-');
}
