/** An operator's command: its arguments, the environment, where to print; the process's exit code. */
export type Command = (args: readonly string[], env: NodeJS.ProcessEnv, out: (line: string) => void) => Promise<number>;

/** Runs `command` as the process: its arguments and environment, its lines on stdout, its code (1 and the message on a failure). */
export function runFromCommandLine(command: Command): void {
  command(process.argv.slice(2), process.env, (line) => console.log(line)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
