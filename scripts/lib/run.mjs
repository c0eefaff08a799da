// @ts-check
import { spawn } from 'node:child_process';

/** Commands under way, so a script stopped by Ctrl-C can stop them too. */
const running = new Set();

/**
 * Runs a command to completion with inherited output; rejects with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: options.cwd, env: options.env ?? process.env });
    running.add(child);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * Stops every command `run` started that is still going, and resolves once they have exited.
 * @param {NodeJS.Signals} [signal]
 */
export function stopRunningCommands(signal = 'SIGTERM') {
  return Promise.all(
    [...running].map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill(signal);
        }),
    ),
  );
}
