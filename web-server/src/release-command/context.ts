import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

/** What a command needs from the world, so the tests can give it their own. */
export interface CommandContext {
  env: Readonly<Record<string, string | undefined>>;
  /** The repository the command runs in: `<remote>-remote/dist/`, `shell/dist/`, the git commit. */
  root: string;
  out: (line: string) => void;
  /** Asks on the terminal; `hidden` does not echo what is typed (a password). */
  ask: (question: string, options?: { hidden?: boolean }) => Promise<string>;
  now: () => Date;
  /** The commit the repository's checkout is at (40 hex). */
  headCommit: () => string;
}

/** A refusal or failure shown as it is, with the exit status it warrants (2: the command line was wrong). */
export class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CommandError';
  }
}

export function headCommitOf(root: string): string {
  return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
}

/** RELEASE_SESSION_FILE, else a file in the user's configuration folder. */
export function sessionFileOf(context: Pick<CommandContext, 'env'>): string {
  return context.env.RELEASE_SESSION_FILE || path.join(os.homedir(), '.config', 'rcm-release', 'session.json');
}

/**
 * RELEASES_DIR: the release store's folder, the one the web servers' RELEASES_URL serves; else
 * the one `npm start` serves, `releases/` in the backend's DATA_DIR (else `data/`).
 */
export function releasesDirOf(context: Pick<CommandContext, 'env' | 'root'>): string {
  const { env, root } = context;
  if (env.RELEASES_DIR) return path.resolve(env.RELEASES_DIR);
  return path.join(env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(root, 'data'), 'releases');
}
