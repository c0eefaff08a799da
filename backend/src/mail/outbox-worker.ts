import { sql, type Kysely, type Selectable } from 'kysely';
import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseKind } from '../db/database';
import { appwriteDate } from '../db/timestamp';
import type { Database, MailOutboxTable } from '../db/schema';
import { addressingOf, mailOptionsOf } from './addressing';
import { erasedOnceFinished, renderMailOf } from './mail-kinds';
import { retryDelayMs } from './retry-delay';
import type { RenderedMail } from './templates';

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
  clock: () => Date;
  /** How often an idle worker looks for due mail. */
  pollMs: number;
  /** Mails claimed (and sent concurrently) at a time. */
  batchSize: number;
  /** How long a claim holds: a worker killed mid-send leaves its mails to others after this (longer than one send may take, 45 s). */
  claimMs: number;
  /** The first retry's delay; each further one doubles, up to `maxRetryMs`. */
  retryBaseMs: number;
  maxRetryMs: number;
  /** A mail still undelivered this long after it was written is marked failed. */
  giveUpAfterMs: number;
}

export type OutboxWorkerTimings = Pick<
  OutboxWorkerOptions,
  'pollMs' | 'batchSize' | 'claimMs' | 'retryBaseMs' | 'maxRetryMs' | 'giveUpAfterMs'
>;

export const defaultOutboxWorkerOptions: OutboxWorkerTimings = {
  pollMs: 500,
  batchSize: 25,
  claimMs: 60_000,
  retryBaseMs: 5_000,
  maxRetryMs: 15 * 60_000,
  giveUpAfterMs: 24 * 3_600_000,
};

/** Mails sent at once: one per pooled SMTP connection, so none waits inside the pool. */
const CONNECTIONS = 3;
/** The longest one send can take (connection, greeting and inactivity timeouts above, with a margin). */
const SEND_BUDGET_MS = 45_000;

type ClaimedMail = Pick<
  Selectable<MailOutboxTable>,
  'message_id' | 'kind' | 'recipient' | 'data' | 'headers' | 'attempts' | 'created_at'
> & { id: number };

/** Errors worth no retry: the receiving server said no for good (a 5xx reply such as "no such mailbox"). */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Delivers the outbox: claims due mails (PostgreSQL: `FOR UPDATE SKIP LOCKED`, so several
 * instances never take the same mail; SQLite has a single writer), writes each with its kind's
 * template, sends it with its own Message-ID, then records the outcome. A failure is retried with exponential backoff; a mail
 * undelivered after `giveUpAfterMs`, or refused for good by the server, is marked failed and
 * logged. A worker killed between claim and record leaves the mail claimed for `claimMs`, then
 * another worker (or this one, restarted) sends it — with the same Message-ID.
 */
export function startOutboxWorker(
  options: Partial<OutboxWorkerOptions> & Pick<OutboxWorkerOptions, 'db' | 'dbKind' | 'smtpUrl' | 'from' | 'log' | 'clock'>,
): { stop: () => Promise<void> } {
  const settings: OutboxWorkerOptions = { ...defaultOutboxWorkerOptions, ...options };
  const { db, log, clock } = settings;
  const transport = createTransport(
    {
      url: settings.smtpUrl,
      pool: true,
      maxConnections: CONNECTIONS,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    },
    { from: settings.from },
  );
  let stopping = false;
  let wakeUp: (() => void) | undefined;

  async function claim(): Promise<ClaimedMail[]> {
    const now = clock();
    const at = appwriteDate(now);
    const until = appwriteDate(new Date(now.getTime() + settings.claimMs));
    const lock = settings.dbKind === 'postgres' ? sql`for update skip locked` : sql``;
    const { rows } = await sql<ClaimedMail>`
      update mail_outbox set claimed_until = ${until}, attempts = attempts + 1
      where id in (
        select id from mail_outbox
        where status = 'pending' and next_attempt_at <= ${at} and claimed_until < ${at}
        order by id limit ${settings.batchSize} ${lock}
      )
      returning id, message_id, kind, recipient, data, headers, attempts, created_at`.execute(db);
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  /**
   * What a finished mail keeps: nothing of a secret link (nor, for some kinds, the address) once it is sent or given up on.
   * Its claim may stay: only pending mails are claimed, and a retry (`retryFailedMails`) clears it.
   */
  const finished = (mail: ClaimedMail) => erasedOnceFinished(mail.kind);

  /** Marks a mail failed at once: no retry would send it any better. */
  async function failNow(mail: ClaimedMail, reason: string): Promise<string> {
    await db
      .updateTable('mail_outbox')
      .set({ status: 'failed', last_error: reason, ...finished(mail) })
      .where('id', '=', mail.id)
      .execute();
    log.error({ mailId: mail.id, kind: mail.kind, reason }, `mail ${mail.id} (${mail.kind}) is marked failed`);
    return reason;
  }

  /** Sends one mail and records the outcome: undefined when sent, else why not (the mail is then retried or failed). */
  async function deliver(mail: ClaimedMail): Promise<string | undefined> {
    // One recipient, named in the envelope: a stored string is never read as an address list.
    const addressing = addressingOf(mail.recipient, settings.from);
    if (!addressing) return failNow(mail, 'the recipient is not one mailbox address');
    let rendered: RenderedMail;
    try {
      rendered = await renderMailOf(mail.kind, JSON.parse(mail.data));
    } catch (error) {
      // No retry writes it any better: a kind without a template, or data it cannot use.
      return failNow(mail, `the mail could not be written: ${String((error as Error).message ?? error).slice(0, 400)}`);
    }
    try {
      await transport.sendMail(mailOptionsOf(mail, rendered, addressing));
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: appwriteDate(clock()), last_error: '', ...finished(mail) })
        .where('id', '=', mail.id)
        .execute();
      return undefined;
    } catch (error) {
      const now = clock();
      const reason = String((error as Error).message ?? error).slice(0, 500);
      const expired = now.getTime() - Date.parse(mail.created_at) >= settings.giveUpAfterMs;
      if (expired || isPermanent(error)) {
        await db
          .updateTable('mail_outbox')
          .set({ status: 'failed', last_error: reason, ...finished(mail) })
          .where('id', '=', mail.id)
          .execute();
        log.error(
          { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, reason },
          `mail ${mail.id} (${mail.kind}) could not be delivered and is marked failed`,
        );
        return reason;
      }
      const next = appwriteDate(new Date(now.getTime() + retryDelayMs(mail.attempts, settings.retryBaseMs, settings.maxRetryMs)));
      await db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: next, claimed_until: '', last_error: reason })
        .where('id', '=', mail.id)
        .execute();
      return reason;
    }
  }

  /**
   * Sends the claimed mails, a connection's worth at a time. A send starts only while the claim
   * has room for the longest send, so a claim never lapses with its mail still being sent (another
   * worker would send it too); mails left over go back to the queue for the next round.
   */
  async function deliverAll(mails: ClaimedMail[], claimedAt: number): Promise<{ attempted: number; failures: string[] }> {
    const failures: string[] = [];
    let attempted = 0;
    const queue = [...mails];
    const lane = async () => {
      for (let mail = queue.shift(); mail; mail = queue.shift()) {
        if (clock().getTime() - claimedAt > settings.claimMs - SEND_BUDGET_MS) {
          await db.updateTable('mail_outbox').set({ claimed_until: '' }).where('id', '=', mail.id).execute();
          continue;
        }
        attempted += 1;
        const failure = await deliver(mail);
        if (failure !== undefined) failures.push(failure);
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, lane));
    return { attempted, failures };
  }

  async function runOnce(): Promise<number> {
    const claimedAt = clock().getTime();
    const mails = await claim();
    const { attempted, failures } = await deliverAll(mails, claimedAt);
    // One line per batch, not per mail: a mail server that is down would otherwise write one per mail and retry.
    if (failures.length > 0)
      log.warn(
        { failed: failures.length, of: mails.length, reason: failures[0] },
        `${failures.length} of ${mails.length} mails were not delivered; each is retried later`,
      );
    // Only a round that sent something goes straight on: one that sent nothing waits for the next poll
    // (SQLite's queries do not yield to the event loop, so an idle round repeated at once would starve it).
    return attempted;
  }

  const loop = (async () => {
    while (!stopping) {
      let claimed = 0;
      try {
        claimed = await runOnce();
      } catch (error) {
        log.error({ err: error }, 'the mail outbox could not be read; trying again');
      }
      if (claimed === 0 && !stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, settings.pollMs);
          wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wakeUp = undefined;
      }
    }
  })();

  return {
    async stop() {
      stopping = true;
      wakeUp?.();
      await loop;
      transport.close();
    },
  };
}
