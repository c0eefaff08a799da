import { runStaffCommand, type StaffCommandIo } from '../cli/staff';
import { findAccount } from '../staff/staff-roles';
import { signedInCookie, type TestServer } from './test-server';

/** `npm run staff` on a test server's database, and what the tests of it read back. */
export function staffCommandOf(server: TestServer) {
  /** Runs `npm run staff -- …`; `answers` are typed at the prompt (none: no terminal). */
  async function staff(args: string[], answers?: string[]): Promise<{ code: number; lines: string[]; asked: string[] }> {
    const lines: string[] = [];
    const asked: string[] = [];
    const io: StaffCommandIo = { out: (line) => lines.push(line) };
    if (answers) {
      io.ask = async (question) => {
        asked.push(question);
        return answers.shift() ?? '';
      };
    }
    const env = { DATA_DIR: server.options.dataDir, DATABASE_URL: server.options.databaseUrl ?? '' };
    return { code: await runStaffCommand(args, env, io), lines, asked };
  }

  /** The audit records about an account, oldest first. */
  const auditOf = async (userId: string) =>
    (
      await server.app.db
        .selectFrom('audit_log')
        .select(['action', 'subject', 'actor_id', 'detail'])
        .where('subject', '=', `user:${userId}`)
        .orderBy('id')
        .execute()
    ).map((row) => ({
      ...row,
      detail: JSON.parse(row.detail) as unknown,
    }));
  const labelsOf = async (userId: string) => (await findAccount(server.app.db, { id: userId }))?.labels;
  /** Registers an account (address not verified) and returns it as the command shows it. */
  const register = async (email: string) => {
    await signedInCookie(server, email);
    return (await findAccount(server.app.db, { email }))!;
  };
  return { staff, auditOf, labelsOf, register };
}
