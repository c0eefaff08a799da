// @ts-check
/**
 * The security mutations the reviews applied by hand: five from 2026-11-23 that the whole
 * backend suite let through, three from 2026-11-27 that the most relevant tests let through.
 * Each is applied to a copy of `backend/`, `shared/`, `scripts/lib/` and `tooling/`, the
 * backend suite runs on the copy, and the mutation must make at least one test fail that
 * passes on the unmutated copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/apps.mjs';
import { run } from '../lib/run.mjs';

/** @typedef {{ name: string, file: string, from: string, to: string }} Mutation */

/** @type {Mutation[]} */
export const reviewMutations = [
  {
    name: 'the decoy check returns at once (a login for an unknown email is faster)',
    file: 'backend/src/auth/passwords.ts',
    from: 'export async function verifyAgainstDecoy(password: string, cost: ScryptCost = OWASP_SCRYPT_COST): Promise<false> {',
    to: 'export async function verifyAgainstDecoy(password: string, cost: ScryptCost = OWASP_SCRYPT_COST): Promise<false> {\n  if (password !== undefined) return false;',
  },
  { name: 'scrypt N is 2 instead of 32768', file: 'backend/src/auth/passwords.ts', from: 'N: 32768', to: 'N: 2' },
  {
    name: 'a session past its end is still accepted',
    file: 'backend/src/auth/session-store.ts',
    from: 'session.expires_at > appwriteDate(now) && ',
    to: '',
  },
  {
    name: 'an expired JWT is still accepted',
    file: 'backend/src/auth/jwt.ts',
    from: "return claims.exp > nowSeconds ? { claims: claims as JwtClaims } : { refused: 'Token expired.' };",
    to: 'return { claims: claims as JwtClaims };',
  },
  {
    name: 'deleting a session no longer checks whose it is',
    file: 'backend/src/auth/session-store.ts',
    from: ".deleteFrom('sessions').where('id', '=', sessionId).where('user_id', '=', userId)",
    to: ".deleteFrom('sessions').where('id', '=', sessionId)",
  },
  // The three the 2026-11-27 review planted and saw its most relevant tests let through.
  {
    name: 'any label opens the staff console',
    file: 'backend/src/staff/staff-access.ts',
    from: 'if (!caller.labels.includes(STAFF_LABEL))',
    to: 'if (caller.labels.length === 0)',
  },
  {
    name: 'a bare CR in a CSV cell is written unquoted',
    file: 'backend/src/staff/csv.ts',
    from: 'const NEEDS_QUOTES = /[",;\\t\\r\\n]/;',
    to: 'const NEEDS_QUOTES = /[",;\\t\\n]/;',
  },
  {
    name: 'verification links stay in the outbox once sent',
    file: 'backend/src/mail/mail-kinds.ts',
    from: "  'email-verification',\n  'email-change-confirmation',",
    to: "  'email-change-confirmation',",
  },
];

/** Copies a workspace's sources, keeping its own node_modules as a link. @param {string} workspace @param {string} into */
function copyWorkspace(workspace, into) {
  const from = path.join(repoRoot, workspace);
  const to = path.join(into, workspace);
  fs.cpSync(from, to, { recursive: true, filter: (source) => !/[\\/](node_modules|dist)$/.test(source) });
  if (fs.existsSync(path.join(from, 'node_modules'))) fs.symlinkSync(path.join(from, 'node_modules'), path.join(to, 'node_modules'));
}

/**
 * Applies one mutation (none for the baseline) to a copy and runs the backend suite there.
 * @param {Mutation | undefined} mutation
 * @param {string} name
 * @returns {Promise<{ passed: boolean, killed: boolean, failedTests: string[] }>}
 */
async function tryMutation(mutation, name) {
  // Inside the repository, so the copy resolves the root's node_modules as the real one does.
  const dir = path.join(repoRoot, '.mutation-tmp', name);
  fs.rmSync(dir, { recursive: true, force: true });
  try {
    copyWorkspace('backend', dir);
    copyWorkspace('shared', dir);
    // The backend's tests start their mail server from scripts/lib; its jest config is tooling's factory.
    copyWorkspace('scripts/lib', dir);
    copyWorkspace('tooling', dir);
    fs.copyFileSync(path.join(repoRoot, 'tsconfig.base.json'), path.join(dir, 'tsconfig.base.json'));
    if (mutation) {
      const file = path.join(dir, mutation.file);
      const source = fs.readFileSync(file, 'utf8');
      if (!source.includes(mutation.from))
        throw new Error(`${mutation.file} no longer contains the code this mutation changes: ${mutation.from}`);
      fs.writeFileSync(file, source.replace(mutation.from, mutation.to));
    }
    const report = path.join(dir, 'report.json');
    const outcome = await run('npx', ['jest', '--ci', '--silent', '--forceExit', '--json', `--outputFile=${report}`], {
      cwd: path.join(dir, 'backend'),
    }).then(
      () => 'passed',
      () => 'failed',
    );
    /** @type {{ testResults: Array<{ assertionResults: Array<{ status: string, fullName: string }> }> }} */
    const results = JSON.parse(fs.readFileSync(report, 'utf8'));
    const failedTests = results.testResults.flatMap((file) =>
      file.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName),
    );
    return { passed: outcome === 'passed', killed: outcome === 'failed' && failedTests.length > 0, failedTests };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** @returns {Promise<boolean>} whether every mutation was killed */
export async function checkReviewMutations() {
  // The copy must pass as it is: a test that fails there for another reason (a file the copy
  // lacks) would fail under every mutation and count as a kill.
  const baseline = await tryMutation(undefined, 'baseline');
  if (!baseline.passed) {
    fs.rmSync(path.join(repoRoot, '.mutation-tmp'), { recursive: true, force: true });
    console.error(
      `\nThe backend suite fails on an unmutated copy, so no mutation can be judged: ${baseline.failedTests.join('; ') || 'see the output above'}`,
    );
    return false;
  }
  let allKilled = true;
  const lines = [];
  for (const [index, mutation] of reviewMutations.entries()) {
    const { killed, failedTests } = await tryMutation(mutation, String(index));
    allKilled &&= killed;
    lines.push(
      `${killed ? 'killed  ' : 'SURVIVED'}  ${mutation.name}${killed ? ` — by ${failedTests.length} test(s), e.g. "${failedTests[0]}"` : ''}`,
    );
  }
  fs.rmSync(path.join(repoRoot, '.mutation-tmp'), { recursive: true, force: true });
  console.log(`\nthe security reviews' mutations:\n${lines.map((line) => `  ${line}`).join('\n')}`);
  return allKilled;
}
