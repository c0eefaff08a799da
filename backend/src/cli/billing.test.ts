import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database';
import { storeSubscription } from '../testing/subscriptions';
import { runBillingCommand } from './billing';

// The command works on the embedded database of DATA_DIR (PostgreSQL is the same code through Kysely).
test('one renewal pass from the command line at the time given, printing what it did', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-billing-cli-'));
  const env = { DATA_DIR: dataDir };
  const handle = await openDatabase({ dataDir, onConnectionLost: () => undefined });
  await storeSubscription(handle.db, 'cli', '2026-11-10T09:00:00.000+00:00');
  await handle.db.updateTable('subscriptions').set({ card_reference: 'demo_card_4242_test' }).execute();
  await handle.close();

  const lines: string[] = [];
  const run = (...args: string[]) => runBillingCommand(args, env, (line) => lines.push(line));
  expect(await run('renew', '--now', 'yesterday')).toBe(2);
  expect(await run('renew', '--now', '2026-12-09T09:00:00Z')).toBe(0);
  expect(await run('renew', '--now', '2026-12-10T10:00:00Z', '--customer', 'someone.else@example.com')).toBe(0);
  expect(await run('renew', '--now', '2026-12-10T10:00:00Z')).toBe(0);
  expect(await run('renew', '--now', '2026-12-10T11:00:00Z')).toBe(0);
  expect(lines).toEqual([
    'usage: npm run billing -- renew [--now <ISO time, e.g. 2027-01-28T12:00:00Z>] [--customer <email>]',
    'Renewal pass at 2026-12-09T09:00:00.000Z: 0 packages due.',
    'Renewal pass at 2026-12-10T10:00:00.000Z: 0 packages due.',
    'Renewal pass at 2026-12-10T10:00:00.000Z: 1 package due.',
    'renewed\t#1\tgold\tcli@example.com\t2027-01-10T09:00:00.000+00:00',
    'Renewal pass at 2026-12-10T11:00:00.000Z: 0 packages due.',
  ]);
  const reopened = await openDatabase({ dataDir, onConnectionLost: () => undefined });
  const mails = await reopened.db.selectFrom('mail_outbox').select(['kind', 'recipient', 'next_attempt_at']).execute();
  await reopened.close();
  expect(mails).toEqual([{ kind: 'subscription-receipt', recipient: 'cli@example.com', next_attempt_at: expect.any(String) }]);
  // Due by the real clock (the server's worker sends it now), not at the pass's --now.
  expect(Date.parse(mails[0]!.next_attempt_at)).toBeLessThanOrEqual(Date.now());
  fs.rmSync(dataDir, { recursive: true, force: true });
});
