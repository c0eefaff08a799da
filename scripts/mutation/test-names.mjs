// @ts-check
/**
 * Runs the suite StrykerJS runs once, and writes which tests each test file holds and how long
 * it took (`{ "backend/src/…test.ts": { "ms": 1234, "tests": ["full name", …] } }`) for
 * covering-test-files.cjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/apps.mjs';
import { run } from '../lib/run.mjs';

const reportDir = path.join(repoRoot, 'reports/mutation');

/** @returns {Promise<string>} the file written */
export async function writeTestNames() {
  fs.mkdirSync(reportDir, { recursive: true });
  const results = path.join(reportDir, 'jest-results.json');
  await run('npx', ['jest', '--config', 'scripts/mutation/jest.config.cjs', '--json', `--outputFile=${results}`], { cwd: repoRoot });
  /** @type {{ testResults: Array<{ name: string, startTime: number, endTime: number, assertionResults: Array<{ fullName: string }> }> }} */
  const { testResults } = JSON.parse(fs.readFileSync(results, 'utf8'));
  const names = Object.fromEntries(
    testResults.map((file) => [
      path.relative(repoRoot, file.name),
      { ms: file.endTime - file.startTime, tests: file.assertionResults.map((test) => test.fullName) },
    ]),
  );
  const file = path.join(reportDir, 'test-names.json');
  fs.writeFileSync(file, `${JSON.stringify(names, null, 1)}\n`);
  fs.rmSync(results);
  return file;
}
