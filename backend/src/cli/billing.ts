/**
 * `npm run billing -- renew [--now <ISO time>] [--customer <email>]`: one pass of the monthly
 * renewal job on the database the server uses (`DATABASE_URL`, else `DATA_DIR`), at the time given
 * (now by default: a test, or a person trying the site, moves the clock with it), for every
 * package due or one customer's, printing what became of each. Receipts and notices go to the outbox, which the server's worker delivers.
 */
import { localPorts, localUrl } from '@rcm/shared';
import { databaseOptionsFromEnv, mailOptionsFromEnv, paymentsFromEnv, siteOriginsFromEnv } from '../config';
import { renewDuePackages } from '../customers/renewal';
import { openDatabase } from '../db/database';
import { DEFAULT_COMPANY_TIME_ZONE } from '../mail/company-time';
import { enqueueMail } from '../mail/outbox';
import { messageDomainOf } from '../plugins/mail';
import { runFromCommandLine } from './command-line';

const USAGE = 'usage: npm run billing -- renew [--now <ISO time, e.g. 2027-01-28T12:00:00Z>] [--customer <email>]';

/** `--now <ISO time>` (now by default) and `--customer <email>` (everyone's by default), each at most once; undefined if anything else is given. */
function parseRenew(args: readonly string[]): { now: Date; customer?: string } | undefined {
  const options = new Map<string, string>();
  for (let index = 0; index < args.length; index += 2) {
    const [name, value] = [args[index]!, args[index + 1]];
    if ((name !== '--now' && name !== '--customer') || value === undefined || options.has(name)) return undefined;
    options.set(name, value);
  }
  const now = new Date(options.get('--now') ?? Date.now());
  if (Number.isNaN(now.getTime())) return undefined;
  const customer = options.get('--customer');
  return customer === undefined ? { now } : { now, customer };
}

export async function runBillingCommand(args: readonly string[], env: NodeJS.ProcessEnv, out: (line: string) => void): Promise<number> {
  const [command, ...rest] = args;
  const parsed = command === 'renew' ? parseRenew(rest) : undefined;
  if (!parsed) {
    out(USAGE);
    return 2;
  }
  const { now, customer } = parsed;
  const mail = mailOptionsFromEnv(env, siteOriginsFromEnv(env)[0] ?? localUrl(localPorts.shell));
  const messageDomain = messageDomainOf(mail.from);
  const handle = await openDatabase({ ...databaseOptionsFromEnv(env), onConnectionLost: () => undefined });
  try {
    const outcomes = await renewDuePackages(
      {
        db: handle.db,
        dbKind: handle.kind,
        payments: paymentsFromEnv(env),
        // Queued at the real time, whatever `--now` says: the server's worker sends what is due by its own clock.
        mail: {
          enqueue: (db, outgoing) => enqueueMail(db, outgoing, { messageDomain, now: new Date() }),
          siteUrl: mail.siteUrl,
          timeZone: mail.timeZone ?? DEFAULT_COMPANY_TIME_ZONE,
        },
      },
      now,
      customer === undefined ? undefined : { customer },
    );
    out(`Renewal pass at ${now.toISOString()}: ${outcomes.length} package${outcomes.length === 1 ? '' : 's'} due.`);
    for (const o of outcomes) out([o.outcome, `#${o.subscriptionId}`, o.package, o.email, o.until, o.reason ?? ''].join('\t').trimEnd());
    return outcomes.some((o) => o.outcome === 'error') ? 1 : 0;
  } finally {
    await handle.close();
  }
}

if (require.main === module) runFromCommandLine(runBillingCommand);
