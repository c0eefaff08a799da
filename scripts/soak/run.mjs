// @ts-check
/**
 * `npm run soak`: load, abuse and crash runs against the real backend on the embedded database
 * (loopback, child processes). Prints the figures and exits non-zero when a check fails.
 *   1. the ceiling: a bare Fastify route taking the same enquiries;
 *   2. POST /contact: valid, varied enquiries; 0 5xx, stored rows = 2xx replies;
 *   3. the same while the login endpoint is hammered with wrong passwords: 429s, enquiries flow;
 *   4. crash rounds: SIGKILL mid-stream, restart, every acknowledged write is there;
 *   5. the mail outbox: enquiries while the mail server is down, a SIGKILL halfway, the mail
 *      server back: both mails of every enquiry arrive, none twice (by Message-ID).
 * Options: --requests N (20000) --connections N (100) --crash-rounds N (3)
 *          --acknowledged-before-kill N (300) --mail-enquiries N (2000) --output FILE
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/apps.mjs';
import { run } from '../lib/run.mjs';
import { countEnquiries } from './database.mjs';
import { crashRounds } from './crash-runs.mjs';
import { mailOutboxRun } from './mail-outbox.mjs';
import { freePort, startBackend, startBareRoute } from './servers.mjs';
import { hammerLogin, sendEnquiries } from './traffic.mjs';

const args = process.argv.slice(2);
/** @param {string} name @param {number} fallback */
const numberOption = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
};
const requests = numberOption('requests', 20_000);
const connections = numberOption('connections', 100);
const rounds = numberOption('crash-rounds', 3);
const acknowledgedBeforeKill = numberOption('acknowledged-before-kill', 300);
const mailEnquiries = numberOption('mail-enquiries', 2_000);
const outputIndex = args.indexOf('--output');
const output =
  outputIndex >= 0 ? path.resolve(/** @type {string} */ (args[outputIndex + 1])) : path.join(repoRoot, '.test-reports/soak/latest.json');

const tag = Date.now().toString(36);
const tempDir = (/** @type {string} */ name) => fs.mkdtempSync(path.join(os.tmpdir(), `rcm-soak-${name}-`));

/** @param {import('./traffic.mjs').LoadFigures} load @param {number | undefined} stored */
const row = (/** @type {string} */ name, load, stored, /** @type {number} */ ceiling) => ({
  name,
  ...load,
  stored,
  lost: stored === undefined ? undefined : Math.max(0, load.ok - stored),
  ofCeiling: ceiling > 0 ? load.requestsPerSecond / ceiling : undefined,
});

async function main() {
  console.log('[soak] building the backend');
  await run('npx', ['tsc', '-b', 'shared', 'backend'], { cwd: repoRoot });
  console.log(`[soak] ${requests} requests over ${connections} connections per load run; ${rounds} crash rounds`);

  const bare = await startBareRoute();
  const ceilingLoad = await sendEnquiries({ url: bare.url, amount: requests, connections, run: `${tag}c` });
  await bare.stop();
  const ceiling = ceilingLoad.requestsPerSecond;

  const loadDir = tempDir('load');
  let backend = await startBackend({ dataDir: loadDir, port: await freePort() });
  const contactLoad = await sendEnquiries({ url: backend.url, amount: requests, connections, run: `${tag}l` });
  await backend.stop();
  const contactStored = countEnquiries(loadDir, `soak.${tag}l.%`);

  const hammerDir = tempDir('hammer');
  backend = await startBackend({ dataDir: hammerDir, port: await freePort() });
  const victim = `victim.${tag}@clinic.example.com`;
  await fetch(`${backend.url}/v1/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-appwrite-project': 'rcm' },
    body: JSON.stringify({ userId: 'unique()', email: victim, password: 'the-right-password', name: 'Victim' }),
  });
  const hammer = hammerLogin({ url: backend.url, email: victim, connections: 10 });
  const duringHammer = await sendEnquiries({ url: backend.url, amount: requests, connections, run: `${tag}h` });
  const hammerLoad = await hammer.stop();
  await backend.stop();
  const hammerStored = countEnquiries(hammerDir, `soak.${tag}h.%`);

  const crashes = await crashRounds({ dataDir: tempDir('crash'), port: await freePort(), rounds, acknowledgedBeforeKill, run: tag });

  console.log(`[soak] the mail outbox: ${mailEnquiries} enquiries with the mail server down, a SIGKILL halfway, then the mail server back`);
  const mail = await mailOutboxRun({
    dataDir: tempDir('mail'),
    port: await freePort(),
    enquiries: mailEnquiries,
    connections: Math.min(connections, 50),
    run: `${tag}m`,
  });

  const rows = [
    row('bare Fastify route (ceiling)', ceilingLoad, undefined, ceiling),
    row('POST /contact', contactLoad, contactStored, ceiling),
    row('POST /contact, login hammered', duringHammer, hammerStored, ceiling),
    row('login with wrong passwords', hammerLoad, undefined, 0),
  ];
  const failures = [];
  for (const load of rows.slice(1, 3)) {
    if (load.serverErrors > 0) failures.push(`${load.name}: ${load.serverErrors} 5xx`);
    if (load.socketErrors > 0) failures.push(`${load.name}: ${load.socketErrors} connection errors`);
    if (load.stored !== load.ok) failures.push(`${load.name}: ${load.ok} acknowledged but ${load.stored} stored`);
  }
  if (hammerLoad.tooMany === 0) failures.push('the login hammer was never answered 429');
  if (hammerLoad.serverErrors > 0) failures.push(`login hammer: ${hammerLoad.serverErrors} 5xx`);
  for (const crash of crashes) {
    if (crash.lost > 0) failures.push(`crash round ${crash.round}: ${crash.lost} acknowledged writes lost`);
    if (crash.integrity !== 'ok') failures.push(`crash round ${crash.round}: integrity_check says ${crash.integrity}`);
  }
  if (mail.acknowledged !== mailEnquiries) failures.push(`mail outbox: ${mail.acknowledged} of ${mailEnquiries} enquiries acknowledged`);
  if (mail.lost > 0) failures.push(`mail outbox: ${mail.lost} of ${mail.expected} mails never arrived`);
  if (mail.duplicates > 0) failures.push(`mail outbox: ${mail.duplicates} mails arrived twice`);
  if ((mail.outbox.pending ?? 0) + (mail.outbox.failed ?? 0) > 0) failures.push(`mail outbox: left ${JSON.stringify(mail.outbox)}`);

  printTables(rows, crashes, mail);
  fs.mkdirSync(path.dirname(output), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    requests,
    connections,
    rows,
    crashes,
    mail,
    failures,
  };
  fs.writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nRaw figures: ${path.relative(repoRoot, output)}`);
  if (failures.length > 0) {
    console.error(`\n[soak] FAILED:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\n[soak] all checks passed');
}

/**
 * @param {ReturnType<typeof row>[]} rows
 * @param {import('./crash-runs.mjs').CrashRound[]} crashes
 * @param {import('./mail-outbox.mjs').MailOutboxFigures} mail
 */
function printTables(rows, crashes, mail) {
  const optional = (/** @type {number | undefined} */ value, digits = 0) => (value === undefined ? '–' : value.toFixed(digits));
  console.log('\n| run | sent | 2xx | 4xx (429) | 5xx | conn. errors | rows stored | lost | req/s | p50 | p99 | of ceiling |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const load of rows) {
    console.log(
      `| ${load.name} | ${load.sent} | ${load.ok} | ${load.clientErrors} (${load.tooMany}) | ${load.serverErrors} | ${load.socketErrors} | ${optional(load.stored)} | ${optional(load.lost)} | ${load.requestsPerSecond.toFixed(0)} | ${load.p50Ms} ms | ${load.p99Ms} ms | ${load.ofCeiling === undefined ? '–' : `${(load.ofCeiling * 100).toFixed(0)} %`} |`,
    );
  }
  console.log('\n| crash round | acknowledged before SIGKILL | lost after restart | integrity_check |');
  console.log('|---|---|---|---|');
  for (const crash of crashes) console.log(`| ${crash.round} | ${crash.acknowledged} | ${crash.lost} | ${crash.integrity} |`);
  console.log(
    '\n| mail outbox | enquiries acknowledged | mails expected | received | distinct Message-IDs | twice | lost | outbox at the end | delivered in |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| mail server down, SIGKILL, back | ${mail.acknowledged} | ${mail.expected} | ${mail.delivered} | ${mail.distinct} | ${mail.duplicates} | ${mail.lost} | ${Object.entries(
      mail.outbox,
    )
      .map(([status, n]) => `${status} ${n}`)
      .join(', ')} | ${mail.deliverySeconds.toFixed(1)} s |`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
