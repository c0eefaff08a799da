import { serveUntilStopped } from '@rcm/shared/server';
import { buildApp } from './app';
import { listenOptionsFromEnv, optionsFromEnv } from './config';

/** Reads the configuration from the environment and listens until told to stop. */
void serveUntilStopped(process, async () => {
  const listen = listenOptionsFromEnv(process.env);
  const app = await buildApp(optionsFromEnv(process.env));
  await app.listen(listen);
  return app;
});
