import type { RemoteName } from '@rcm/shared';
import { parseArguments, positionalsOf, reasonArgument, remoteArgument, usageError, USAGE } from './arguments';
import { changeChannel, list, percentArgument, stepsArgument } from './channel-commands';
import { sessionFileOf, type CommandContext } from './context';
import { login, logout, stepUp } from './login';
import { preview } from './preview';
import { prune } from './prune';
import { publish } from './publish';
import { apiUrlOf, releaseApi, type ReleaseApi } from './release-api';
import { loadSession } from './session-file';

function keepArgument(value: string | undefined): number {
  if (value === undefined || !/^\d+$/.test(value)) throw usageError('prune needs --keep N (how many of the newest releases to keep).');
  return Number(value);
}

/** Runs one `npm run release -- …` command; a refusal is thrown as a CommandError. */
export async function runCommand(argv: readonly string[], context: CommandContext): Promise<void> {
  const args = parseArguments(argv);
  const api = apiUrlOf(context, args.api);
  const signedIn = (): ReleaseApi => {
    const { session } = loadSession(sessionFileOf(context), api);
    return releaseApi(api, session, () => stepUp(context, api, session));
  };
  const remoteAt = (index: number): RemoteName => remoteArgument(args.positionals[index]);
  switch (args.command) {
    case 'login':
      positionalsOf(args, 0, 'no arguments');
      return login(context, api);
    case 'logout':
      positionalsOf(args, 0, 'no arguments');
      return logout(context, api);
    case 'publish': {
      positionalsOf(args, 1, 'the remote');
      const options = { remote: remoteAt(0), reason: reasonArgument(args), dist: args.dist, shell: args.shell };
      context.out(await publish(context, signedIn(), options));
      return;
    }
    case 'list':
      if (args.positionals.length > 1) throw usageError('list takes at most the remote.');
      return list(context, signedIn(), args.positionals[0] === undefined ? undefined : remoteAt(0));
    case 'promote': {
      const [, id = ''] = positionalsOf(args, 2, 'the remote and the release id');
      return changeChannel(context, signedIn(), remoteAt(0), 'promote', { reason: reasonArgument(args), id });
    }
    case 'canary': {
      const [, id = '', percent = ''] = positionalsOf(args, 3, 'the remote, the release id and the percent');
      return changeChannel(context, signedIn(), remoteAt(0), 'canary', {
        reason: reasonArgument(args),
        id,
        percent: percentArgument(percent),
        ...stepsArgument(args),
      });
    }
    case 'rollback':
    case 'abort':
      positionalsOf(args, 1, 'the remote');
      return changeChannel(context, signedIn(), remoteAt(0), args.command, { reason: reasonArgument(args) });
    case 'preview': {
      const [, id = ''] = positionalsOf(args, 2, 'the remote and the release id');
      return preview(context, signedIn(), remoteAt(0), id);
    }
    case 'prune':
      positionalsOf(args, 1, 'the remote');
      return prune(context, signedIn(), remoteAt(0), { keep: keepArgument(args.keep), reason: reasonArgument(args), yes: args.yes });
    case '':
      throw usageError('Name a command.');
    case 'help':
      context.out(USAGE);
      return;
    default:
      throw usageError(`Unknown command "${args.command}".`);
  }
}
