// @ts-check
/**
 * `npm run mutation` applies each review mutation by replacing its code: a file moved or
 * reworded (as the sessions' move to session-store.ts did) would stop that run at once, long
 * after the change. This finds it in `npm test`: each mutation's code stands once in its file.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.join(__dirname, '..', '..');

/** @type {Array<{ name: string, file: string, from: string }>} */
const reviewMutations = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const m = await import('./scripts/mutation/review-mutants.mjs'); console.log(JSON.stringify(m.reviewMutations));",
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  ),
);

test('there are the reviews’ eight mutations', () => {
  expect(reviewMutations).toHaveLength(8);
});

test.each(reviewMutations.map((mutation) => [mutation.name, mutation.file, mutation]))(
  '%s: its code stands once in %s',
  (_name, file, mutation) => {
    const source = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    expect(source.split(mutation.from).length - 1).toBe(1);
  },
);
