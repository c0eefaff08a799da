import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { renderMailOf } from '../mail/mail-kinds';

/**
 * The mails queued for `to`, oldest first, written as the worker would send them: for tests of a
 * server without a mail server (its mails stay in the outbox with their data).
 */
export async function queuedMailsTo(
  db: Kysely<Database>,
  to: string,
): Promise<Array<{ kind: string; recipient: string; subject: string; text: string; html: string }>> {
  const rows = await db.selectFrom('mail_outbox').select(['kind', 'recipient', 'data']).where('recipient', '=', to).orderBy('id').execute();
  return Promise.all(rows.map(async ({ kind, recipient, data }) => ({ kind, recipient, ...(await renderMailOf(kind, JSON.parse(data))) })));
}

/** Every row of the outbox, oldest first: the worker's record of each mail, to wait on and read. */
export function outboxRows(db: Kysely<Database>) {
  return db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
}
