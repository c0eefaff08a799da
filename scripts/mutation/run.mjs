// @ts-check
/**
 * `npm run mutation`: first the five mutations the security review applied by hand (each must
 * fail the backend suite), then StrykerJS over the security-relevant modules (stryker.config.mjs),
 * which fails below an 80 % mutation score. Takes a while (see docs/mutation-testing.md); not
 * part of `npm test`. `--stryker-only` skips the first part.
 */
import { repoRoot } from '../lib/apps.mjs';
import { run } from '../lib/run.mjs';
import { checkReviewMutations } from './review-mutants.mjs';

async function main() {
  const reviewKilled = process.argv.includes('--stryker-only') ? true : await checkReviewMutations();
  const stryker = await run('npx', ['stryker', 'run'], { cwd: repoRoot }).then(
    () => true,
    () => false,
  );
  if (!reviewKilled) console.error('A mutation from the security review survived the backend suite.');
  if (!stryker) console.error('StrykerJS failed or the mutation score is below its threshold (80 %).');
  process.exit(reviewKilled && stryker ? 0 : 1);
}

void main();
