/**
 * `npm run mail -- status | failed | retry <id>... | retry all`: the operators' view of the mail
 * outbox on the database the server uses (`DATABASE_URL`, else `DATA_DIR`) — how many mails wait,
 * which were given up on and why, and sending them again once the cause is fixed.
 */
import { databaseOptionsFromEnv } from '../config';
import { openDatabase } from '../db/database';
import { failedMails, outboxCounts, retryFailedMails } from '../mail/outbox-status';
import { runFromCommandLine } from './command-line';

const USAGE = 'usage: npm run mail -- status | failed | retry <id>... | retry all';

function parseIds(args: readonly string[]): number[] | 'all' | undefined {
  if (args.length === 1 && args[0] === 'all') return 'all';
  const ids = args.map(Number);
  return ids.length > 0 && ids.every((id) => Number.isInteger(id) && id > 0) ? ids : undefined;
}

export async function runMailCommand(args: readonly string[], env: NodeJS.ProcessEnv, out: (line: string) => void): Promise<number> {
  const [command, ...rest] = args;
  const ids = command === 'retry' ? parseIds(rest) : undefined;
  const valid = ((command === 'status' || command === 'failed') && rest.length === 0) || (command === 'retry' && ids !== undefined);
  if (!valid) {
    out(USAGE);
    return 2;
  }
  const handle = await openDatabase({ ...databaseOptionsFromEnv(env), onConnectionLost: () => undefined });
  try {
    if (command === 'status') {
      const counts = await outboxCounts(handle.db);
      out(`pending ${counts.pending}${counts.oldestPendingAt ? ` (oldest written ${counts.oldestPendingAt})` : ''}`);
      out(`sent    ${counts.sent}`);
      out(`failed  ${counts.failed}${counts.failed > 0 ? ' (npm run mail -- failed)' : ''}`);
      return 0;
    }
    if (command === 'failed') {
      const failed = await failedMails(handle.db);
      if (failed.length === 0) out('No failed mails.');
      for (const mail of failed)
        out(`${mail.id}\t${mail.createdAt}\t${mail.kind}\t${mail.recipient}\t${mail.attempts} attempts\t${mail.lastError}`);
      return 0;
    }
    const retried = await retryFailedMails(handle.db, ids!, new Date());
    out(`${retried} failed mail${retried === 1 ? '' : 's'} queued again.`);
    return 0;
  } finally {
    await handle.close();
  }
}

if (require.main === module) runFromCommandLine(runMailCommand);
