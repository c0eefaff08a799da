import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { e2eDataDir } from './data-dir';
import { repoRoot } from './releases';

/**
 * `npm run <command> -- <args>` (the built `backend/dist/cli/<command>.js`) on the browser tests'
 * database, as an operator runs it without a terminal; returns what it printed, and its exit code.
 */
export function runCommand(command: 'staff' | 'billing', ...args: string[]): { status: number; output: string } {
  try {
    const output = execFileSync(process.execPath, [path.join(repoRoot, `backend/dist/cli/${command}.js`), ...args], {
      env: { ...process.env, DATA_DIR: e2eDataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status?: number; stdout?: string };
    return { status: failed.status ?? -1, output: failed.stdout ?? '' };
  }
}
