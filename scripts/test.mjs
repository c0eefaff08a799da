// @ts-check
/**
 * `npm test`: type checks, lint, every jest project (unit, component, backend integration),
 * the backend project a second time on PostgreSQL with its limits in Redis when
 * TEST_DATABASE_URL (and TEST_REDIS_URL) name throw-away servers (`scripts/test-services.sh`,
 * as `.ci/run` does), then the Playwright browser tests against the production build started
 * the `npm start` way. Ends with one line "N passed, N failed" counting every test together.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from './build.mjs';
import { repoRoot } from './lib/apps.mjs';
import { run } from './lib/run.mjs';

// Not test-results/: Playwright empties that folder when it starts.
const resultsDir = path.join(repoRoot, '.test-reports');
const jestReport = path.join(resultsDir, 'jest-report.json');
const postgresReport = path.join(resultsDir, 'jest-backend-postgresql.json');
const playwrightReport = path.join(resultsDir, 'playwright-report.json');

/** @param {string} file @returns {{ passed: number, failed: number, skipped: number }} */
function jestCounts(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests };
}

/** @param {string} file @returns {{ passed: number, failed: number, skipped: number }} */
function playwrightCounts(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

/** The hostile-input suite's counts, per database (written by backend/src/reliability/hostile-input.test.ts). */
function printHostileInputCounts() {
  for (const database of ['sqlite', 'postgresql']) {
    const file = path.join(resultsDir, `hostile-input-${database}.json`);
    if (!fs.existsSync(file)) continue;
    /** @type {{ database: string, endpoints: Record<string, { cases: number, serverErrors: number, accepted: number, rowsFromRejected: number, mangled: number }> }} */
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    console.log(`\nhostile input (${report.database}): endpoint | cases | accepted | 5xx | rows from rejected | stored text changed`);
    for (const [endpoint, counts] of Object.entries(report.endpoints)) {
      console.log(
        `  ${endpoint} | ${counts.cases} | ${counts.accepted} | ${counts.serverErrors} | ${counts.rowsFromRejected} | ${counts.mangled}`,
      );
    }
  }
}

async function main() {
  fs.rmSync(resultsDir, { recursive: true, force: true });
  fs.mkdirSync(resultsDir, { recursive: true });
  let failure;
  try {
    console.log('\n== Type check ==');
    await run('npm', ['run', '--silent', 'typecheck'], { cwd: repoRoot });
    console.log('\n== Lint and formatting ==');
    await run('npm', ['run', '--silent', 'lint'], { cwd: repoRoot });
    console.log('\n== Unit, component and integration tests (jest) ==');
    // The first run: the embedded database and in-process limits, as `npm start` runs.
    const localEnv = { ...process.env };
    delete localEnv.DATABASE_URL;
    delete localEnv.REDIS_URL;
    await run('npx', ['jest', '--ci', '--json', `--outputFile=${jestReport}`], { cwd: repoRoot, env: localEnv });
    if (process.env.TEST_DATABASE_URL) {
      console.log('\n== The backend again, on PostgreSQL with its limits in Redis ==');
      const env = {
        ...localEnv,
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
      };
      await run('npx', ['jest', '--ci', '--selectProjects', 'backend', '--json', `--outputFile=${postgresReport}`], { cwd: repoRoot, env });
    }
    console.log('\n== Production build ==');
    await build();
    console.log('\n== Browser tests (Playwright, Chromium) ==');
    await run('npx', ['playwright', 'test', '--reporter=list,json'], {
      cwd: repoRoot,
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    });
  } catch (error) {
    failure = error;
  }
  const jest = jestCounts(jestReport);
  const postgres = jestCounts(postgresReport);
  const browser = playwrightCounts(playwrightReport);
  printHostileInputCounts();
  console.log(`\njest: ${jest.passed} passed, ${jest.failed} failed, ${jest.skipped} skipped`);
  console.log(
    process.env.TEST_DATABASE_URL
      ? `jest, backend on PostgreSQL${process.env.TEST_REDIS_URL ? ' + Redis' : ''}: ${postgres.passed} passed, ${postgres.failed} failed, ${postgres.skipped} skipped`
      : 'jest, backend on PostgreSQL: not run (set TEST_DATABASE_URL and TEST_REDIS_URL, or run scripts/test-services.sh: see backend/README.md)',
  );
  console.log(`playwright: ${browser.passed} passed, ${browser.failed} failed, ${browser.skipped} skipped`);
  if (failure) console.error(`\n${failure instanceof Error ? failure.message : String(failure)}`);
  const passed = jest.passed + postgres.passed + browser.passed;
  console.log(`${passed} passed, ${jest.failed + postgres.failed + browser.failed + (failure ? 1 : 0)} failed`);
  process.exit(failure ? 1 : 0);
}

void main();
