import { serveUntilStopped } from '@rcm/shared/server';
import { listenOptionsFromEnv, shellServerOptionsFromEnv } from './config';
import { createShellServer } from './shell-server';

/** Reads the configuration from the environment and serves the shell's site until told to stop. */
void serveUntilStopped(process, async () => {
  const app = await createShellServer(shellServerOptionsFromEnv(process.env));
  await app.listen(listenOptionsFromEnv(process.env));
  return app;
});
