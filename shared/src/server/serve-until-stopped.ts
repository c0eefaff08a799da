/** The part of Node's `process` a server's entry point uses (`@rcm/shared` is compiled without Node's types). */
export interface ServerProcess {
  once(signal: 'SIGINT' | 'SIGTERM', listener: () => void): unknown;
  exit(code: number): unknown;
}

/**
 * A server's process entry point: starts the server (reading its configuration and listening),
 * then on SIGINT or SIGTERM closes it and exits, 0 or 1 when closing failed. A start that fails
 * is printed and exits 1.
 */
export function serveUntilStopped(process: ServerProcess, start: () => Promise<{ close(): PromiseLike<unknown> }>): Promise<void> {
  return start().then(
    (server) => {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.once(signal, () => {
          server.close().then(
            () => process.exit(0),
            () => process.exit(1),
          );
        });
      }
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
