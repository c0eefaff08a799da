import { execFile, spawnSync } from 'node:child_process';
import path from 'node:path';
import { e2eDataDir } from './data-dir';
import { repoRoot } from './releases';

/** Each `npm run <command>` the tests run, as its built script. */
const commandFiles = {
  staff: 'backend/dist/cli/staff.js',
  billing: 'backend/dist/cli/billing.js',
  release: 'web-server/dist/release-command/main.js',
} as const;

export type CommandName = keyof typeof commandFiles;
export interface CommandResult {
  status: number;
  output: string;
  /** What it printed on standard error (a refusal's reason). */
  errors: string;
}

/** The command's built script on the browser tests' database (`DATA_DIR`, never a `DATABASE_URL` of the shell's). */
const invocation = (command: CommandName, args: readonly string[], env: NodeJS.ProcessEnv = {}) =>
  [
    process.execPath,
    [path.join(repoRoot, commandFiles[command]), ...args],
    { env: { ...process.env, ...env, DATA_DIR: e2eDataDir, DATABASE_URL: '' }, encoding: 'utf8' as const },
  ] as const;

/**
 * `npm run <command> -- <args>` (the built `backend/dist/cli/<command>.js`) on the browser tests'
 * database, as an operator runs it without a terminal; returns what it printed, and its exit code.
 */
export function runCommand(command: CommandName, ...args: string[]): CommandResult {
  return runCommandWith(command, args);
}

/** `runCommand` with settings of its own (`env`). */
export function runCommandWith(command: CommandName, args: readonly string[], env: NodeJS.ProcessEnv = {}): CommandResult {
  const [file, fileArgs, options] = invocation(command, args, env);
  const run = spawnSync(file, fileArgs, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  return { status: run.status ?? -1, output: run.stdout, errors: run.stderr };
}

/**
 * `runCommand` started without waiting for it, with settings of its own (`env`): several started
 * in one go run at the same time, as two operators' (or two servers') runs of the same job would.
 */
export function startCommand(command: CommandName, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<CommandResult> {
  const [file, fileArgs, options] = invocation(command, args, env);
  return new Promise((resolve) => {
    execFile(file, fileArgs, options, (error, stdout, stderr) => {
      const status = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      resolve({ status, output: stdout, errors: stderr });
    });
  });
}
