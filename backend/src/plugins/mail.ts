import fp from 'fastify-plugin';
import type { MailOptions } from '../config';
import type { MailService } from '../mail/mail-service';
import { enqueueMail } from '../mail/outbox';
import { DEFAULT_COMPANY_TIME_ZONE } from '../enquiries/reply-due';
import { startOutboxWorker, type OutboxWorkerTimings } from '../mail/outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

/** The domain of the From address: Message-IDs are made in it. */
export function messageDomainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}

/**
 * Mail: routes write to the outbox (`app.mail.enqueue`), and, when an SMTP server is
 * configured, this instance's worker delivers what is due. Any number of instances may run
 * workers on one database.
 */
export const mailPlugin = fp<{ mail: MailOptions; clock: () => Date; worker?: Partial<OutboxWorkerTimings> }>(
  async (app, { mail, clock, worker }) => {
    const messageDomain = messageDomainOf(mail.from);
    app.decorate('mail', {
      enqueue: (db, outgoing) => enqueueMail(db, outgoing, { messageDomain, now: clock() }),
      siteUrl: mail.siteUrl.replace(/\/+$/, ''),
      apiUrl: mail.apiUrl.replace(/\/+$/, ''),
      salesEmail: mail.salesEmail,
      companyTimeZone: mail.companyTimeZone ?? DEFAULT_COMPANY_TIME_ZONE,
    } satisfies MailService);
    if (!mail.smtpUrl) {
      app.log.warn('SMTP_URL is not set: mails wait in the outbox (table mail_outbox) until a mail server is configured');
      return;
    }
    const running = startOutboxWorker({
      db: app.db,
      dbKind: app.dbKind,
      smtpUrl: mail.smtpUrl,
      from: mail.from,
      log: app.log,
      clock,
      ...worker,
    });
    app.addHook('onClose', () => running.stop());
  },
  { name: 'mail', dependencies: ['database'] },
);
