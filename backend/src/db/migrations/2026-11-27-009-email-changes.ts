import type { Kysely, Migration } from 'kysely';
import { addColumnsWithDefaults } from './columns';

/**
 * What the security review (2026-11-27, M8) found stored: newsletter "addresses" that are
 * address lists, display names or groups. Frozen here (not the shared rule, which may change):
 * whitespace, the characters that separate or wrap addresses, or a second "@".
 */
const NOT_ONE_ADDRESS = /[\s,;<>()"\\:[\]]|@[^@]*@/;

/**
 * Email changes that wait for the new address to be confirmed, and can be undone from the old
 * one: a token now also names the address it acts on (the new one for `email-change`, the one
 * left behind for `email-change-undo`; '' for every other token).
 *
 * And the clean-up of M8: a newsletter row that is not one address never had the consent of
 * each address in it (one person confirmed for all of them), confirmed or not, so it is deleted
 * with its links; whoever wants the newsletter signs up again. Enquiries keep their email as
 * sent (a sales lead, mailed long ago); mails still queued to such a recipient are left to the
 * outbox worker, which fails them without sending (`addressingOf`) and lists them for operators.
 */
export const emailChanges: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumnsWithDefaults(db, 'email_tokens', { address: ['varchar(320)', ''] });
    // Registration and email changes ask whether an address is held for an undo.
    await db.schema.createIndex('email_tokens_address').on('email_tokens').columns(['purpose', 'address']).execute();

    const rows = db as unknown as Kysely<{ newsletter_subscribers: { email: string }; email_tokens: { purpose: string; subject: string } }>;
    const lists = (await rows.selectFrom('newsletter_subscribers').select('email').execute())
      .map(({ email }) => email)
      .filter((email) => NOT_ONE_ADDRESS.test(email));
    for (let start = 0; start < lists.length; start += 500) {
      const batch = lists.slice(start, start + 500);
      await rows.deleteFrom('newsletter_subscribers').where('email', 'in', batch).execute();
      await rows
        .deleteFrom('email_tokens')
        .where('purpose', 'in', ['newsletter-confirm', 'newsletter-unsubscribe'])
        .where('subject', 'in', batch)
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('email_tokens_address').execute();
    await db.schema.alterTable('email_tokens').dropColumn('address').execute();
  },
};
