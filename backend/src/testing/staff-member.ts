import { STAFF_REQUEST_HEADER } from '@rcm/shared';
import { appwriteDate } from '../db/timestamp';
import { findAccount, setStaffRole } from '../staff/staff-roles';
import { signedInCookie, type TestServer } from './test-server';

/** An operator at the command line, as the audit log names one. */
export const testOperator = { id: 'cli', name: 'cli:test', address: '' } as const;

/** The headers the staff console sends: its header, and the session cookie. */
export const consoleHeaders = (cookie: string): Record<string, string> => ({ cookie, [STAFF_REQUEST_HEADER]: '1' });

/** Marks the account's address verified, as following its verification link does (account routes test the link itself). */
export async function verifyAddress(server: TestServer, email: string): Promise<void> {
  await server.app.db.updateTable('users').set({ email_verified_at: appwriteDate(server.options.clock?.()) }).where('email', '=', email).execute();
}

/** Gives (or takes) the staff role as `npm run staff` does; throws unless it changed. */
export async function setStaffRoleOf(server: TestServer, email: string, staff: boolean): Promise<void> {
  const account = await findAccount(server.app.db, { email });
  const result = account ? await setStaffRole(server.app.db, account, staff, testOperator) : 'no such account';
  if (result !== (staff ? 'granted' : 'revoked')) throw new Error(`${staff ? 'granting' : 'revoking'} the staff role of ${email}: ${result}`);
}

export interface SignedInStaff {
  email: string;
  userId: string;
  /** The session cookie as a request's `cookie` header wants it. */
  cookie: string;
}

/** A staff member: registered, its address verified, given the role by an operator, logged in. */
export async function signedInStaff(server: TestServer, email = `staff.${Math.random().toString(36).slice(2)}@example.com`): Promise<SignedInStaff> {
  const cookie = await signedInCookie(server, email);
  await verifyAddress(server, email);
  await setStaffRoleOf(server, email, true);
  const account = await findAccount(server.app.db, { email });
  return { email, userId: account!.id, cookie };
}
