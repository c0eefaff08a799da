// @ts-check
/**
 * `npm run mutation`: first the five mutations the security review applied by hand (each must
 * fail the backend suite), then StrykerJS over the security-relevant modules (stryker.config.mjs),
 * which fails below an 80 % mutation score. Takes a while (see docs/mutation-testing.md); not
 * part of `npm test`. `--stryker-only` skips the first part; other arguments go to `stryker run`
 * (e.g. `--mutate backend/src/plugins/security.ts`).
 */
import fs from 'node:fs';
import { repoRoot } from '../lib/apps.mjs';
import { run } from '../lib/run.mjs';
import { checkReviewMutations } from './review-mutants.mjs';
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

async function main() {
  const reviewKilled = process.argv.includes('--stryker-only') ? true : await checkReviewMutations();
  const testNames = await writeTestNames();
  const stryker = await run('npx', ['stryker', 'run', ...process.argv.slice(2).filter((arg) => arg !== '--stryker-only')], {
    cwd: repoRoot,
    env: { ...process.env, MUTATION_TEST_NAMES: testNames, ...databasesInMemory() },
  }).then(
    () => true,
    () => false,
  );
  if (!reviewKilled) console.error('A mutation from the security review survived the backend suite.');
  if (!stryker) console.error('StrykerJS failed or the mutation score is below its threshold (80 %).');
  process.exit(reviewKilled && stryker ? 0 : 1);
}

void main();
