import { parseArgs } from 'node:util';
import { remoteModules, type RemoteName } from '@rcm/shared';
import { CommandError } from './context';

export const USAGE = `Usage: npm run release -- <command> [options]

  login                                   sign in (email, password, authenticator code)
  logout                                  end the session
  publish <remote> --reason "…"           store <remote>-remote/dist/ as a new release
          [--dist <dir>] [--shell <site url>]
  list [remote]                           releases, live and canary
  promote <remote> <id> --reason "…"      make a release live
  rollback <remote> --reason "…"          back to the release live before the current one
  canary <remote> <id> <percent> --reason "…" [--steps 25,50,100 --step 10m]
                                          send <percent> of visitors to a release; the canary
                                          analysis stops it if it does worse than the live
                                          release, and with --steps moves it to each share
                                          (100: live) after each --step (s, m or h) it stays healthy
  abort <remote> --reason "…"             drop the running canary
  preview <remote> <id>                   a link that shows the release in one browser
                                          for an hour (the link alone on the first line)
  prune <remote> --keep N --reason "…" [--yes]
                                          let the registry prune old releases (never the
                                          live, the canary, the newest N or one served within
                                          RELEASE_KEEP_DAYS), then delete their store folders

  --api <url>    the site's API (RELEASES_API_URL; default: the local backend)
  remotes: ${Object.keys(remoteModules).join(', ')}`;

export interface ParsedArguments {
  command: string;
  positionals: string[];
  reason?: string;
  dist?: string;
  shell?: string;
  api?: string;
  keep?: string;
  steps?: string;
  step?: string;
  yes: boolean;
}

export function parseArguments(argv: readonly string[]): ParsedArguments {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        reason: { type: 'string' },
        dist: { type: 'string' },
        shell: { type: 'string' },
        api: { type: 'string' },
        keep: { type: 'string' },
        steps: { type: 'string' },
        step: { type: 'string' },
        yes: { type: 'boolean', default: false },
      },
    });
    const [command = '', ...rest] = positionals;
    return { ...values, yes: values.yes === true, command, positionals: rest };
  } catch (error) {
    throw new CommandError(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`, 2);
  }
}

export function usageError(problem: string): CommandError {
  return new CommandError(`${problem}\n\n${USAGE}`, 2);
}

export function remoteArgument(value: string | undefined): RemoteName {
  if (value !== undefined && Object.hasOwn(remoteModules, value)) return value as RemoteName;
  throw usageError(value === undefined ? 'Name the remote.' : `Unknown remote "${value}".`);
}

/** The non-blank reason every change of the registry carries (the API checks it too). */
export function reasonArgument(args: ParsedArguments): string {
  const reason = args.reason?.trim();
  if (!reason) throw usageError('Say why with --reason "…".');
  return reason;
}

/** Exactly `count` positionals after the command. */
export function positionalsOf(args: ParsedArguments, count: number, what: string): string[] {
  if (args.positionals.length !== count) throw usageError(`${args.command} takes ${what}.`);
  return args.positionals;
}
