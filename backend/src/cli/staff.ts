/**
 * `npm run staff -- grant <email> | revoke <email> | list`: operators give or take the staff
 * role (the account's `staff` label) on the database the server uses (`DATABASE_URL`, else
 * `DATA_DIR`). Every grant and revocation is audited, naming the operator's system user.
 */
import os from 'node:os';
import { databaseOptionsFromEnv } from '../config';
import { openDatabase } from '../db/database';
import { listStaff, setStaffRole } from '../staff/staff-roles';

const USAGE = 'usage: npm run staff -- grant <email> | revoke <email> | list';

function operator(): string {
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

export async function runStaffCommand(args: readonly string[], env: NodeJS.ProcessEnv, out: (line: string) => void): Promise<number> {
  const [command, email] = args;
  const valid = (command === 'list' && email === undefined) || ((command === 'grant' || command === 'revoke') && email !== undefined && args.length === 2);
  if (!valid) {
    out(USAGE);
    return 2;
  }
  const handle = await openDatabase({ ...databaseOptionsFromEnv(env), onConnectionLost: () => undefined });
  try {
    if (command === 'list') {
      const members = await listStaff(handle.db);
      if (members.length === 0) out('No staff accounts.');
      for (const member of members) out(`${member.email}\t${member.name}`);
      return 0;
    }
    const result = await setStaffRole(handle.db, email!, command === 'grant', { id: 'cli', name: `cli:${operator()}`, address: '' });
    const messages = {
      granted: `${email} is now staff.`,
      revoked: `${email} is no longer staff.`,
      unchanged: command === 'grant' ? `${email} was already staff.` : `${email} was not staff.`,
      'no such account': `No account has the email ${email}: it must register on the site first.`,
    } as const;
    out(messages[result]);
    return result === 'no such account' ? 1 : 0;
  } finally {
    await handle.close();
  }
}

if (require.main === module) {
  runStaffCommand(process.argv.slice(2), process.env, (line) => console.log(line)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
