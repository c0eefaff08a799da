import { buildApp } from './app';
import { listenOptionsFromEnv, optionsFromEnv } from './config';

/** Reads the configuration from the environment and listens until told to stop. */
async function main(): Promise<void> {
  const listen = listenOptionsFromEnv(process.env);
  const app = await buildApp(optionsFromEnv(process.env));
  await app.listen(listen);
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
