import path from 'node:path';
import { CommandError, headCommitOf } from './context';
import { runCommand } from './run';
import { askOnTerminal } from './terminal';

/** `npm run release -- <command>`: changes the release registry through the site's API (see docs/deploy.md). */
const root = path.resolve(__dirname, '..', '..', '..');

runCommand(process.argv.slice(2), {
  env: process.env,
  root,
  out: (line) => process.stdout.write(`${line}\n`),
  ask: askOnTerminal,
  now: () => new Date(),
  headCommit: () => headCommitOf(root),
}).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = error instanceof CommandError ? error.exitCode : 1;
});
