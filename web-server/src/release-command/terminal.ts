import readline from 'node:readline/promises';
import { Writable } from 'node:stream';
import { CommandError } from './context';

/**
 * Asks on the terminal. A hidden answer (a password) is read with the echo off: readline
 * writes through a stream that drops what is typed, after the question itself went out. The
 * questions go to standard error, as other prompts do: standard output is what the command
 * answers (the link of `preview` on its first line), for a script to read.
 */
export async function askOnTerminal(question: string, { hidden = false }: { hidden?: boolean } = {}): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stderr.write(chunk);
      callback();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY === true });
  let answered = false;
  // Input that ends first (no terminal, Ctrl-D) would leave the question unsettled and the process ending as if it had succeeded.
  // Checked a turn later: a last line and the end can come in one chunk, and the answer settles after the close.
  const ended = new Promise<never>((_resolve, reject) =>
    rl.once('close', () =>
      setImmediate(() => {
        if (!answered) reject(new CommandError(`No answer to "${question.trim()}": the standard input ended.`));
      }),
    ),
  );
  try {
    const answer = rl.question(question);
    muted = hidden;
    const given = await Promise.race([answer, ended]);
    answered = true;
    return given;
  } finally {
    rl.close();
    if (hidden) process.stderr.write('\n');
  }
}
