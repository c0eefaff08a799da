/**
 * `npm run billing -- renew [--now <ISO time>]`: one pass of the monthly renewal job on the
 * database the server uses (`DATABASE_URL`, else `DATA_DIR`), at the time given (now by default:
 * a test, or a person trying the site, moves the clock with it), printing what became of each
 * package due. Receipts and notices go to the outbox, which the server's worker delivers.
 */
import { localPorts, localUrl } from '@rcm/shared';
import { databaseOptionsFromEnv, mailOptionsFromEnv, paymentsFromEnv, siteOriginsFromEnv } from '../config';
import { renewDuePackages } from '../customers/renewal';
import { openDatabase } from '../db/database';
import { enqueueMail } from '../mail/outbox';
import { messageDomainOf } from '../plugins/mail';
import { runFromCommandLine } from './command-line';

const USAGE = 'usage: npm run billing -- renew [--now <ISO time, e.g. 2027-01-28T12:00:00Z>]';

function parseNow(args: readonly string[]): Date | undefined {
  if (args.length === 0) return new Date();
  if (args.length !== 2 || args[0] !== '--now') return undefined;
  const now = new Date(args[1]!);
  return Number.isNaN(now.getTime()) ? undefined : now;
}

export async function runBillingCommand(args: readonly string[], env: NodeJS.ProcessEnv, out: (line: string) => void): Promise<number> {
  const [command, ...rest] = args;
  const now = command === 'renew' ? parseNow(rest) : undefined;
  if (!now) {
    out(USAGE);
    return 2;
  }
  const mail = mailOptionsFromEnv(env, siteOriginsFromEnv(env)[0] ?? localUrl(localPorts.shell));
  const messageDomain = messageDomainOf(mail.from);
  const handle = await openDatabase({ ...databaseOptionsFromEnv(env), onConnectionLost: () => undefined });
  try {
    const outcomes = await renewDuePackages(
      {
        db: handle.db,
        dbKind: handle.kind,
        payments: paymentsFromEnv(env),
        mail: { enqueue: (db, outgoing) => enqueueMail(db, outgoing, { messageDomain, now }), siteUrl: mail.siteUrl },
      },
      now,
    );
    out(`Renewal pass at ${now.toISOString()}: ${outcomes.length} package${outcomes.length === 1 ? '' : 's'} due.`);
    for (const o of outcomes) out([o.outcome, `#${o.subscriptionId}`, o.package, o.email, o.until, o.reason ?? ''].join('\t').trimEnd());
    return outcomes.some((o) => o.outcome === 'error') ? 1 : 0;
  } finally {
    await handle.close();
  }
}

if (require.main === module) runFromCommandLine(runBillingCommand);
