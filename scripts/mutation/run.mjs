// @ts-check
/**
 * `npm run mutation`: first the mutations the security reviews applied by hand (each must
 * fail the backend suite), then StrykerJS over the security-relevant folders (stryker.config.mjs),
 * one run per folder, and the folders added up: below an 80 % mutation score, or with a folder never
 * measured, it fails. Takes hours on 2 cores (see docs/mutation-testing.md); not part of
 * `npm test`. `--stryker-only` skips the first part; `--folder <folder>` (repeatable) runs only
 * those folders and counts the others' last reports; other arguments go to `stryker run`, and
 * with `--mutate <files>` one run covers just those files, judged by its own score.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/apps.mjs';
import { run } from '../lib/run.mjs';
import { postgresUnavailable, startTestServices } from '../lib/test-services.mjs';
import { BREAK_SCORE, mutatedFolders, reportFilesOf } from './folders.mjs';
import { checkReviewMutations } from './review-mutants.mjs';
import { scoreTable, summarise } from './summarise.mjs';
import { writeTestNames } from './test-names.mjs';

/**
 * Each test server's SQLite file goes to the system's temporary folder, and every commit is
 * fsynced: on disk, a third of a mutant's run waited for it. A memory file system (Linux's
 * /dev/shm) takes that wait away; the data is thrown away after each test anyway.
 * @returns {NodeJS.ProcessEnv}
 */
function databasesInMemory() {
  return fs.existsSync('/dev/shm') && !process.env.TMPDIR ? { TMPDIR: '/dev/shm' } : {};
}

/**
 * A throw-away Redis for the run (`test-services.sh`, on ports of its own) unless the environment
 * names one or none can be started: without one the Redis counters' tests (`limits/`) are
 * skipped, and every mutant of that code would survive for it rather than for want of a test.
 * @returns {Promise<{ env: NodeJS.ProcessEnv, stop: () => Promise<unknown> }>}
 */
async function redisForRun() {
  const none = { env: {}, stop: async () => undefined };
  if (process.env.TEST_REDIS_URL || process.env.REDIS_URL) return none;
  const why = postgresUnavailable();
  if (why) {
    console.warn(`[mutation] the Redis counters' tests are skipped: ${why}`);
    return none;
  }
  const services = await startTestServices({ pg: 55632, redis: 56679 });
  return { env: { TEST_REDIS_URL: services.variables.TEST_REDIS_URL }, stop: services.stop };
}

/** @param {string[]} args */
function parseArguments(args) {
  const folders = [];
  const strykerArgs = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = /** @type {string} */ (args[index]);
    if (arg === '--folder') folders.push(String(args[++index]).replace(/\/+$/, ''));
    else if (arg !== '--stryker-only') strykerArgs.push(arg);
  }
  const unknown = folders.filter((folder) => !mutatedFolders.includes(folder));
  if (unknown.length > 0) throw new Error(`--folder takes one of ${mutatedFolders.join(', ')}; not ${unknown.join(', ')}`);
  return { strykerOnly: args.includes('--stryker-only'), folders: folders.length > 0 ? folders : mutatedFolders, strykerArgs };
}

/**
 * The folders' last results added up, from their incremental files (kept in git; the reports hold
 * the same results); false below the threshold or with a folder never measured.
 */
function scoreOfAllFolders() {
  const reports = mutatedFolders.map((folder) => ({ folder, file: path.join(repoRoot, reportFilesOf(folder).incremental) }));
  const missing = reports.filter(({ file }) => !fs.existsSync(file)).map(({ folder }) => folder);
  const { rows } = summarise(reports.filter(({ file }) => fs.existsSync(file)).map(({ file }) => file));
  console.log(`\n${scoreTable(rows)}`);
  const all = rows.find((row) => row.folder === 'all');
  if (missing.length > 0) console.error(`Not measured yet: ${missing.join(', ')} (npm run mutation -- --folder <folder>).`);
  if (!all || !(all.score >= BREAK_SCORE)) console.error(`The mutation score of the folders together is below ${BREAK_SCORE} %.`);
  return missing.length === 0 && all !== undefined && all.score >= BREAK_SCORE;
}

async function main() {
  const { strykerOnly, folders, strykerArgs } = parseArguments(process.argv.slice(2));
  const reviewKilled = strykerOnly ? true : await checkReviewMutations();
  const testNames = await writeTestNames();
  // `--mutate` names the code itself: one run over it, judged on its own (reports/mutation/mutation.json).
  const byHand = strykerArgs.some((arg) => arg === '--mutate' || arg === '-m' || arg.startsWith('--mutate='));
  let strykerRan = true;
  const redis = await redisForRun();
  // A run stopped with Ctrl-C (or killed) stops its Redis and PostgreSQL too.
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, () => void redis.stop().finally(() => process.exit(130)));
  }
  try {
    for (const folder of byHand ? [undefined] : folders) {
      strykerRan &&= await run('npx', ['stryker', 'run', ...strykerArgs], {
        cwd: repoRoot,
        env: {
          ...process.env,
          ...(folder ? { MUTATION_FOLDER: folder } : {}),
          MUTATION_TEST_NAMES: testNames,
          ...databasesInMemory(),
          ...redis.env,
        },
      }).then(
        () => true,
        () => false,
      );
      // A run that was stopped leaves its sandbox, whose copy of the packages confuses jest's module map.
      fs.rmSync(path.join(repoRoot, '.stryker-tmp'), { recursive: true, force: true });
    }
  } finally {
    await redis.stop();
  }
  const scored = strykerRan && (byHand || scoreOfAllFolders());
  if (!reviewKilled) console.error('A mutation from the security review survived the backend suite.');
  if (!strykerRan) console.error(byHand ? 'StrykerJS failed or scored below its threshold (80 %).' : 'StrykerJS failed.');
  process.exit(reviewKilled && scored ? 0 : 1);
}

void main();
