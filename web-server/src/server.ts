import { listenOptionsFromEnv, shellServerOptionsFromEnv } from './config';
import { createShellServer } from './shell-server';

/** Reads the configuration from the environment and serves the shell's site until told to stop. */
async function main(): Promise<void> {
  const app = await createShellServer(shellServerOptionsFromEnv(process.env));
  await app.listen(listenOptionsFromEnv(process.env));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
