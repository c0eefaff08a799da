import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { e2eDataDir } from './data-dir';
import { repoRoot } from './releases';

export type CommandName = 'staff' | 'billing';
export interface CommandResult {
  status: number;
  output: string;
}

/** `node backend/dist/cli/<command>.js <args>` on the browser tests' database (`DATA_DIR`, never a `DATABASE_URL` of the shell's). */
const invocation = (command: CommandName, args: readonly string[], env: NodeJS.ProcessEnv = {}) =>
  [
    process.execPath,
    [path.join(repoRoot, `backend/dist/cli/${command}.js`), ...args],
    { env: { ...process.env, ...env, DATA_DIR: e2eDataDir, DATABASE_URL: '' }, encoding: 'utf8' as const },
  ] as const;

/**
 * `npm run <command> -- <args>` (the built `backend/dist/cli/<command>.js`) on the browser tests'
 * database, as an operator runs it without a terminal; returns what it printed, and its exit code.
 */
export function runCommand(command: CommandName, ...args: string[]): CommandResult {
  const [file, fileArgs, options] = invocation(command, args);
  try {
    return { status: 0, output: execFileSync(file, fileArgs, { ...options, stdio: ['ignore', 'pipe', 'pipe'] }) };
  } catch (error) {
    const failed = error as { status?: number; stdout?: string };
    return { status: failed.status ?? -1, output: failed.stdout ?? '' };
  }
}

/**
 * `runCommand` started without waiting for it, with settings of its own (`env`): several started
 * in one go run at the same time, as two operators' (or two servers') runs of the same job would.
 */
export function startCommand(command: CommandName, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<CommandResult> {
  const [file, fileArgs, options] = invocation(command, args, env);
  return new Promise((resolve) => {
    execFile(file, fileArgs, options, (error, stdout) => {
      const status = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      resolve({ status, output: stdout });
    });
  });
}
