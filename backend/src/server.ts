import { buildApp } from './app';
import { optionsFromEnv } from './config';

/** Reads the configuration from the environment and listens until told to stop. */
async function main(): Promise<void> {
  const app = await buildApp(optionsFromEnv(process.env));
  const port = Number(process.env.PORT ?? 4000);
  const host = process.env.HOST ?? 'localhost';
  await app.listen({ port, host });
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
