/**
 * `npm run staff -- grant <email> | grant --id <userId> | revoke … | list`: operators give or
 * take the staff role (the account's `staff` label), or with `--role release:<remote>` a
 * release role, on the database the server uses (`DATABASE_URL`, else `DATA_DIR`). The account is shown before anything changes; a grant
 * needs an address its owner has verified, and asks for confirmation at a terminal (`--yes`
 * confirms in advance, for scripts). Every grant and revocation is audited, naming the
 * operator's system user.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { STAFF_LABEL } from '@rcm/shared';
import { databaseOptionsFromEnv } from '../config';
import { openDatabase } from '../db/database';
import { operatorActor } from '../staff/audit-log';
import { findAccount, GRANTABLE_ROLES, listStaff, setStaffRole, type AccountRef, type StaffAccount } from '../staff/staff-roles';

const USAGE =
  'usage: npm run staff -- grant <email> | grant --id <userId> | revoke <email> | revoke --id <userId> | list   (grant: --yes to confirm without asking; ' +
  `--role ${GRANTABLE_ROLES.slice(1).join('|')} for a release role instead of staff)`;

/** How the command talks to the operator. */
export interface StaffCommandIo {
  out: (line: string) => void;
  /** Asks a question at the terminal and returns the answer; absent when nobody can answer (no terminal). */
  ask?: (question: string) => Promise<string>;
}

type Command = { name: 'list' } | { name: 'grant' | 'revoke'; ref: AccountRef; yes: boolean; role: string };

function commandOf(args: readonly string[]): Command | undefined {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: { id: { type: 'string' }, yes: { type: 'boolean' }, role: { type: 'string' } },
    });
  } catch {
    return undefined;
  }
  const [name, email, ...rest] = parsed.positionals;
  const { id, yes = false, role = STAFF_LABEL } = parsed.values;
  if (name === 'list') return email === undefined && id === undefined && !yes && parsed.values.role === undefined ? { name } : undefined;
  if ((name !== 'grant' && name !== 'revoke') || rest.length > 0 || !GRANTABLE_ROLES.includes(role)) return undefined;
  if (id !== undefined && email === undefined && id !== '') return { name, ref: { id }, yes, role };
  if (id === undefined && email !== undefined && email.trim() !== '') return { name, ref: { email }, yes, role };
  return undefined;
}

/** The account, as the operator must see it before its role changes. */
function describe(account: StaffAccount): string[] {
  return [
    `Account   ${account.id}`,
    `Email     ${account.email}`,
    `Name      ${account.name || '(none)'}`,
    `Created   ${account.createdAt}`,
    `Verified  ${account.emailVerifiedAt || 'no'}`,
    `Labels    ${account.labels.join(', ') || '(none)'}`,
  ];
}

/** What a role lets its holder do, as the confirmation asks it. */
const powersOf = (role: string) =>
  role === STAFF_LABEL ? 'every enquiry, subscriber and export' : `publishing and changing ${role.slice('release:'.length)}'s releases`;

const unverified = (email: string, role: string) =>
  `Not granted: ${email} is not verified. Only an address its owner has proved gets the ${role} role, so that nobody who registered it first can take it. ` +
  'Ask them to open the verification link mailed to them (or "Resend verification email" on their profile), then run this again.';

export async function runStaffCommand(args: readonly string[], env: NodeJS.ProcessEnv, io: StaffCommandIo): Promise<number> {
  const { out } = io;
  const command = commandOf(args);
  if (!command) {
    out(USAGE);
    return 2;
  }
  const handle = await openDatabase({ ...databaseOptionsFromEnv(env), onConnectionLost: () => undefined });
  try {
    if (command.name === 'list') {
      const members = await listStaff(handle.db);
      if (members.length === 0) out('No staff accounts.');
      for (const member of members) {
        const verified = member.emailVerifiedAt ? 'verified' : 'NOT VERIFIED: no access until verified';
        const roles = member.labels.filter((label) => GRANTABLE_ROLES.includes(label)).join(', ');
        out(`${member.id}\t${member.email}\t${member.name}\t${verified}\t${roles}`);
      }
      return 0;
    }
    const grant = command.name === 'grant';
    const { role } = command;
    // `staff` is said as before ("is now staff"); a release role by its label.
    const holds = role === STAFF_LABEL ? 'staff' : `a ${role} holder`;
    const account = await findAccount(handle.db, command.ref);
    if (!account) {
      out(
        'id' in command.ref
          ? `No account has the id ${command.ref.id}.`
          : `No account has the email ${command.ref.email}: it must register on the site first.`,
      );
      return 1;
    }
    for (const line of describe(account)) out(line);
    if (account.labels.includes(role) === grant) {
      out(grant ? `${account.email} was already ${holds}.` : `${account.email} was not ${holds}.`);
      return 0;
    }
    if (grant && !account.emailVerifiedAt) {
      out(unverified(account.email, role));
      return 1;
    }
    // Taking access away is never the risky direction: a revocation does not ask.
    if (grant && !command.yes) {
      if (!io.ask) {
        out('Not granted: nobody at a terminal to confirm. Check the account above, then run the command again with --yes.');
        return 2;
      }
      const answer = await io.ask(`Give ${account.email} the ${role} role (${powersOf(role)})? [y/N] `);
      if (!/^y(es)?$/i.test(answer.trim())) {
        out('Nothing changed.');
        return 1;
      }
    }
    const result = await setStaffRole(handle.db, account, grant, operatorActor(), new Date(), role);
    const messages = {
      granted: `${account.email} is now ${holds}.`,
      revoked: `${account.email} is no longer ${holds}.`,
      unchanged: grant ? `${account.email} was already ${holds}.` : `${account.email} was not ${holds}.`,
      'no such account': `The account ${account.id} no longer exists.`,
      'not verified': unverified(account.email, role),
      'changed since shown': `Not granted: the account ${account.id} changed its address while you looked. Run the command again.`,
    } as const;
    out(messages[result]);
    if (result === 'granted' && role !== STAFF_LABEL && !account.labels.includes(STAFF_LABEL))
      out(`${account.email} is not staff: the release routes also need the staff role (npm run staff -- grant ${account.email}).`);
    return result === 'granted' || result === 'revoked' || result === 'unchanged' ? 0 : 1;
  } finally {
    await handle.close();
  }
}

if (require.main === module) {
  const terminal = process.stdin.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : undefined;
  const io: StaffCommandIo = {
    out: (line) => console.log(line),
    ...(terminal ? { ask: (question: string) => terminal.question(question) } : {}),
  };
  runStaffCommand(process.argv.slice(2), process.env, io).then(
    (code) => {
      terminal?.close();
      process.exit(code);
    },
    (error: unknown) => {
      terminal?.close();
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
