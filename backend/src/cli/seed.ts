/**
 * `npm run seed`: fills the database the server uses (`DATABASE_URL`, else `DATA_DIR`) with
 * generated enquiries (100,000 by default, `--enquiries N`), spread over the last year, for
 * the staff console's benchmark and for trying the console with a realistic inbox.
 */
import { hearAboutOptions, interestOptions } from '@rcm/shared';
import { sql, type Insertable, type Kysely } from 'kysely';
import { databaseOptionsFromEnv } from '../config';
import { openDatabase } from '../db/database';
import type { ContactEnquiriesTable, Database } from '../db/schema';
import { appwriteDate } from '../db/timestamp';
import { enquirySearchTerms } from '../enquiries/search-terms';

const FIRST_NAMES = ['Maria', 'James', 'Aisha', 'Chen', 'Olga', 'Diego', 'Priya', 'Tom', 'Fatima', 'Luca', 'Yuki', 'Amara'];
const LAST_NAMES = ['Lopez', 'Smith', 'Khan', 'Wei', 'Ivanova', 'Garcia', 'Patel', 'Brown', 'Haddad', 'Rossi', 'Tanaka', 'Okafor'];
const COMPANIES = [
  'Riverside Clinic',
  'Northgate Family Practice',
  'Summit Orthopedics',
  'Lakeview Pediatrics',
  'Harbor Dental',
  'Pinecrest Cardiology',
];
const STATUSES = ['new', 'new', 'new', 'contacted', 'qualified', 'closed'] as const;
const BATCH = 500;

export async function seedEnquiries(db: Kysely<Database>, count: number, now = Date.now()): Promise<void> {
  const pick = <T>(list: readonly T[], index: number) => list[index % list.length]!;
  const yearMs = 365 * 86_400_000;
  for (let start = 0; start < count; start += BATCH) {
    const rows: Insertable<ContactEnquiriesTable>[] = [];
    for (let index = start; index < Math.min(count, start + BATCH); index += 1) {
      // Oldest first, so ids grow with the arrival time as they do on the site.
      const created = appwriteDate(new Date(now - yearMs + Math.floor((index / count) * yearMs)));
      const first = pick(FIRST_NAMES, index);
      const last = pick(LAST_NAMES, Math.floor(index / 7));
      const company = `${pick(COMPANIES, Math.floor(index / 3))} ${index}`;
      rows.push({
        first_name: first,
        last_name: last,
        title: 'Practice Manager',
        company,
        interest: pick(interestOptions, index).value,
        method: pick(hearAboutOptions, index).value,
        country: 'United States',
        email: `${first}.${last}.${index}@example.com`.toLowerCase(),
        phone: `555${String(index).padStart(8, '0')}`,
        message: `Enquiry ${index}: we would like to know more about your billing services for our practice.`,
        created_at: created,
        updated_at: created,
        status: pick(STATUSES, index),
      });
    }
    await db.transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('contact_enquiries').values(rows).returning('id').execute();
      const terms = inserted.flatMap(({ id }, index) => enquirySearchTerms(rows[index]!).map((term) => ({ term, enquiry_id: Number(id) })));
      for (let start = 0; start < terms.length; start += 1000)
        await trx
          .insertInto('enquiry_search_terms')
          .values(terms.slice(start, start + 1000))
          .execute();
    });
  }
}

async function main(): Promise<void> {
  const flag = process.argv.indexOf('--enquiries');
  const count = flag === -1 ? 100_000 : Number(process.argv[flag + 1]);
  if (!Number.isInteger(count) || count < 1) throw new Error('--enquiries must be a positive integer');
  const handle = await openDatabase({ ...databaseOptionsFromEnv(process.env), onConnectionLost: () => undefined });
  try {
    const started = Date.now();
    await seedEnquiries(handle.db, count);
    // A bulk load is followed by fresh planner statistics (and, on PostgreSQL, a visibility map for index-only counts).
    await sql`${sql.raw(handle.kind === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(handle.db);
    console.log(
      `Seeded ${count} enquiries into ${handle.kind === 'postgres' ? 'PostgreSQL' : 'the embedded database'} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await handle.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
